(define (problem plan_trial_bcdfa60e1d03)
(:domain alfred)
(:objects
        agent1 - agent
        AlarmClockType - otype
        AppleType - otype
        BaseballBatType - otype
        BasketBallType - otype
        BathtubType - otype
        BlindsType - otype
        BookType - otype
        BootsType - otype
        BowlType - otype
        BoxType - otype
        BreadType - otype
        ButterKnifeType - otype
        CDType - otype
        CandleType - otype
        CellPhoneType - otype
        ChairType - otype
        ClothType - otype
        CreditCardType - otype
        CupType - otype
        CurtainsType - otype
        DeskLampType - otype
        DishSpongeType - otype
        EggType - otype
        FloorLampType - otype
        FootstoolType - otype
        ForkType - otype
        GlassbottleType - otype
        HandTowelType - otype
        HousePlantType - otype
        KettleType - otype
        KeyChainType - otype
        KnifeType - otype
        LadleType - otype
        LaptopType - otype
        LaundryHamperLidType - otype
        LettuceType - otype
        LightSwitchType - otype
        MirrorType - otype
        MugType - otype
        NewspaperType - otype
        PaintingType - otype
        PanType - otype
        PaperTowelType - otype
        PaperTowelRollType - otype
        PenType - otype
        PencilType - otype
        PepperShakerType - otype
        PillowType - otype
        PlateType - otype
        PlungerType - otype
        PosterType - otype
        PotType - otype
        PotatoType - otype
        RemoteControlType - otype
        SaltShakerType - otype
        ScrubBrushType - otype
        ShowerDoorType - otype
        ShowerGlassType - otype
        SinkType - otype
        SoapBarType - otype
        SoapBottleType - otype
        SpatulaType - otype
        SpoonType - otype
        SprayBottleType - otype
        StatueType - otype
        StoveKnobType - otype
        TeddyBearType - otype
        TelevisionType - otype
        TennisRacketType - otype
        TissueBoxType - otype
        ToiletPaperType - otype
        ToiletPaperRollType - otype
        TomatoType - otype
        TowelType - otype
        VaseType - otype
        WatchType - otype
        WateringCanType - otype
        WindowType - otype
        WineBottleType - otype
        ArmChairType - rtype
        BathtubBasinType - rtype
        BedType - rtype
        CabinetType - rtype
        CartType - rtype
        CoffeeMachineType - rtype
        CoffeeTableType - rtype
        CounterTopType - rtype
        DeskType - rtype
        DiningTableType - rtype
        DrawerType - rtype
        DresserType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        HandTowelHolderType - rtype
        LaundryHamperType - rtype
        MicrowaveType - rtype
        OttomanType - rtype
        PaintingHangerType - rtype
        SafeType - rtype
        ShelfType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        SofaType - rtype
        StoveBurnerType - rtype
        TVStandType - rtype
        ToasterType - rtype
        ToiletType - rtype
        ToiletPaperHangerType - rtype
        TowelHolderType - rtype
        DishSponge_bar__minus_02_dot_72_bar__plus_01_dot_75_bar__plus_03_dot_71 - object
        SprayBottle_bar__minus_02_dot_65_bar__plus_00_dot_89_bar__plus_03_dot_66 - object
        Towel_bar__minus_00_dot_58_bar__plus_01_dot_00_bar__plus_02_dot_15 - object
        HandTowel_bar__minus_01_dot_99_bar__plus_01_dot_15_bar__plus_02_dot_94 - object
        HandTowel_bar__minus_02_dot_63_bar__plus_01_dot_65_bar__plus_03_dot_95 - object
        Candle_bar__minus_02_dot_88_bar__plus_01_dot_05_bar__plus_03_dot_88 - object
        Candle_bar__minus_02_dot_37_bar__plus_01_dot_82_bar__plus_03_dot_90 - object
        SoapBottle_bar__minus_02_dot_20_bar__plus_00_dot_96_bar__plus_03_dot_46 - object
        Bathtub_bar__minus_00_dot_21_bar__plus_00_dot_36_bar__plus_00_dot_92_bar_BathtubBasin - receptacle
        Cart_bar__minus_03_dot_21_bar__plus_00_dot_00_bar__plus_00_dot_15 - receptacle
        GarbageCan_bar__minus_00_dot_87_bar__plus_00_dot_00_bar__plus_03_dot_86 - receptacle
        Shelf_bar__minus_02_dot_59_bar__plus_00_dot_78_bar__plus_03_dot_91 - receptacle
        Shelf_bar__minus_02_dot_59_bar__plus_01_dot_03_bar__plus_03_dot_94 - receptacle
        Shelf_bar__minus_02_dot_59_bar__plus_01_dot_29_bar__plus_03_dot_94 - receptacle
        Shelf_bar__minus_02_dot_59_bar__plus_01_dot_53_bar__plus_03_dot_91 - receptacle
        Sink_bar__minus_03_dot_12_bar__minus_00_dot_01_bar__plus_01_dot_53_bar_SinkBasin - receptacle
        HandTowelHolder_bar__minus_01_dot_81_bar__plus_01_dot_13_bar__plus_02_dot_72 - receptacle
        Toilet_bar__minus_02_dot_18_bar__plus_00_dot_68_bar__plus_03_dot_50 - receptacle
        ToiletPaperHanger_bar__minus_00_dot_70_bar__plus_00_dot_99_bar__plus_03_dot_86 - receptacle
        TowelHolder_bar__minus_00_dot_68_bar__plus_00_dot_89_bar__plus_02_dot_14 - receptacle
        loc_bar__minus_10_bar_13_bar_0_bar_0 - location
        loc_bar__minus_10_bar_13_bar_0_bar_30 - location
        loc_bar__minus_10_bar_1_bar_3_bar_30 - location
        loc_bar__minus_10_bar_5_bar_3_bar_30 - location
        loc_bar__minus_3_bar_15_bar_2_bar_45 - location
        loc_bar__minus_3_bar_9_bar_3_bar_30 - location
        loc_bar__minus_5_bar_4_bar_1_bar_30 - location
        loc_bar__minus_7_bar_11_bar_3_bar_0 - location
        loc_bar__minus_7_bar_11_bar_3_bar_30 - location
        loc_bar__minus_8_bar_13_bar_0_bar_30 - location
        loc_bar__minus_8_bar_13_bar_1_bar_30 - location
        loc_bar__minus_9_bar_13_bar_0_bar_30 - location
        loc_bar__minus_9_bar_14_bar_3_bar_15 - location
    )
(:init
        (receptacleType Bathtub_bar__minus_00_dot_21_bar__plus_00_dot_36_bar__plus_00_dot_92_bar_BathtubBasin BathtubBasinType)
        (receptacleAtLocation Bathtub_bar__minus_00_dot_21_bar__plus_00_dot_36_bar__plus_00_dot_92_bar_BathtubBasin loc_bar__minus_5_bar_4_bar_1_bar_30)
        (receptacleType Cart_bar__minus_03_dot_21_bar__plus_00_dot_00_bar__plus_00_dot_15 CartType)
        (receptacleAtLocation Cart_bar__minus_03_dot_21_bar__plus_00_dot_00_bar__plus_00_dot_15 loc_bar__minus_10_bar_1_bar_3_bar_30)
        (receptacleType GarbageCan_bar__minus_00_dot_87_bar__plus_00_dot_00_bar__plus_03_dot_86 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__minus_00_dot_87_bar__plus_00_dot_00_bar__plus_03_dot_86 loc_bar__minus_8_bar_13_bar_1_bar_30)
        (receptacleType Shelf_bar__minus_02_dot_59_bar__plus_00_dot_78_bar__plus_03_dot_91 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_02_dot_59_bar__plus_00_dot_78_bar__plus_03_dot_91 loc_bar__minus_10_bar_13_bar_0_bar_30)
        (receptacleType Shelf_bar__minus_02_dot_59_bar__plus_01_dot_03_bar__plus_03_dot_94 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_02_dot_59_bar__plus_01_dot_03_bar__plus_03_dot_94 loc_bar__minus_9_bar_13_bar_0_bar_30)
        (receptacleType Shelf_bar__minus_02_dot_59_bar__plus_01_dot_29_bar__plus_03_dot_94 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_02_dot_59_bar__plus_01_dot_29_bar__plus_03_dot_94 loc_bar__minus_8_bar_13_bar_0_bar_30)
        (receptacleType Shelf_bar__minus_02_dot_59_bar__plus_01_dot_53_bar__plus_03_dot_91 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_02_dot_59_bar__plus_01_dot_53_bar__plus_03_dot_91 loc_bar__minus_10_bar_13_bar_0_bar_0)
        (receptacleType Sink_bar__minus_03_dot_12_bar__minus_00_dot_01_bar__plus_01_dot_53_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_03_dot_12_bar__minus_00_dot_01_bar__plus_01_dot_53_bar_SinkBasin loc_bar__minus_10_bar_5_bar_3_bar_30)
        (receptacleType HandTowelHolder_bar__minus_01_dot_81_bar__plus_01_dot_13_bar__plus_02_dot_72 HandTowelHolderType)
        (receptacleAtLocation HandTowelHolder_bar__minus_01_dot_81_bar__plus_01_dot_13_bar__plus_02_dot_72 loc_bar__minus_7_bar_11_bar_3_bar_0)
        (receptacleType Toilet_bar__minus_02_dot_18_bar__plus_00_dot_68_bar__plus_03_dot_50 ToiletType)
        (receptacleAtLocation Toilet_bar__minus_02_dot_18_bar__plus_00_dot_68_bar__plus_03_dot_50 loc_bar__minus_9_bar_14_bar_3_bar_15)
        (receptacleType ToiletPaperHanger_bar__minus_00_dot_70_bar__plus_00_dot_99_bar__plus_03_dot_86 ToiletPaperHangerType)
        (receptacleAtLocation ToiletPaperHanger_bar__minus_00_dot_70_bar__plus_00_dot_99_bar__plus_03_dot_86 loc_bar__minus_3_bar_15_bar_2_bar_45)
        (receptacleType TowelHolder_bar__minus_00_dot_68_bar__plus_00_dot_89_bar__plus_02_dot_14 TowelHolderType)
        (receptacleAtLocation TowelHolder_bar__minus_00_dot_68_bar__plus_00_dot_89_bar__plus_02_dot_14 loc_bar__minus_3_bar_9_bar_3_bar_30)
        (objectType DishSponge_bar__minus_02_dot_72_bar__plus_01_dot_75_bar__plus_03_dot_71 DishSpongeType)
        (inReceptacle DishSponge_bar__minus_02_dot_72_bar__plus_01_dot_75_bar__plus_03_dot_71 Shelf_bar__minus_02_dot_59_bar__plus_01_dot_53_bar__plus_03_dot_91)
        (objectAtLocation DishSponge_bar__minus_02_dot_72_bar__plus_01_dot_75_bar__plus_03_dot_71 loc_bar__minus_10_bar_13_bar_0_bar_0)
        (cleanable DishSponge_bar__minus_02_dot_72_bar__plus_01_dot_75_bar__plus_03_dot_71)
        (pickupable DishSponge_bar__minus_02_dot_72_bar__plus_01_dot_75_bar__plus_03_dot_71)
        (objectType SprayBottle_bar__minus_02_dot_65_bar__plus_00_dot_89_bar__plus_03_dot_66 SprayBottleType)
        (inReceptacle SprayBottle_bar__minus_02_dot_65_bar__plus_00_dot_89_bar__plus_03_dot_66 Shelf_bar__minus_02_dot_59_bar__plus_00_dot_78_bar__plus_03_dot_91)
        (objectAtLocation SprayBottle_bar__minus_02_dot_65_bar__plus_00_dot_89_bar__plus_03_dot_66 loc_bar__minus_10_bar_13_bar_0_bar_30)
        (pickupable SprayBottle_bar__minus_02_dot_65_bar__plus_00_dot_89_bar__plus_03_dot_66)
        (objectType Towel_bar__minus_00_dot_58_bar__plus_01_dot_00_bar__plus_02_dot_15 TowelType)
        (inReceptacle Towel_bar__minus_00_dot_58_bar__plus_01_dot_00_bar__plus_02_dot_15 TowelHolder_bar__minus_00_dot_68_bar__plus_00_dot_89_bar__plus_02_dot_14)
        (objectAtLocation Towel_bar__minus_00_dot_58_bar__plus_01_dot_00_bar__plus_02_dot_15 loc_bar__minus_3_bar_9_bar_3_bar_30)
        (pickupable Towel_bar__minus_00_dot_58_bar__plus_01_dot_00_bar__plus_02_dot_15)
        (objectType HandTowel_bar__minus_01_dot_99_bar__plus_01_dot_15_bar__plus_02_dot_94 HandTowelType)
        (inReceptacle HandTowel_bar__minus_01_dot_99_bar__plus_01_dot_15_bar__plus_02_dot_94 HandTowelHolder_bar__minus_01_dot_81_bar__plus_01_dot_13_bar__plus_02_dot_72)
        (objectAtLocation HandTowel_bar__minus_01_dot_99_bar__plus_01_dot_15_bar__plus_02_dot_94 loc_bar__minus_7_bar_11_bar_3_bar_0)
        (pickupable HandTowel_bar__minus_01_dot_99_bar__plus_01_dot_15_bar__plus_02_dot_94)
        (objectType HandTowel_bar__minus_02_dot_63_bar__plus_01_dot_65_bar__plus_03_dot_95 HandTowelType)
        (inReceptacle HandTowel_bar__minus_02_dot_63_bar__plus_01_dot_65_bar__plus_03_dot_95 Shelf_bar__minus_02_dot_59_bar__plus_01_dot_53_bar__plus_03_dot_91)
        (objectAtLocation HandTowel_bar__minus_02_dot_63_bar__plus_01_dot_65_bar__plus_03_dot_95 loc_bar__minus_10_bar_13_bar_0_bar_0)
        (pickupable HandTowel_bar__minus_02_dot_63_bar__plus_01_dot_65_bar__plus_03_dot_95)
        (objectType Candle_bar__minus_02_dot_88_bar__plus_01_dot_05_bar__plus_03_dot_88 CandleType)
        (inReceptacle Candle_bar__minus_02_dot_88_bar__plus_01_dot_05_bar__plus_03_dot_88 Shelf_bar__minus_02_dot_59_bar__plus_00_dot_78_bar__plus_03_dot_91)
        (objectAtLocation Candle_bar__minus_02_dot_88_bar__plus_01_dot_05_bar__plus_03_dot_88 loc_bar__minus_10_bar_13_bar_0_bar_30)
        (pickupable Candle_bar__minus_02_dot_88_bar__plus_01_dot_05_bar__plus_03_dot_88)
        (objectType Candle_bar__minus_02_dot_37_bar__plus_01_dot_82_bar__plus_03_dot_90 CandleType)
        (inReceptacle Candle_bar__minus_02_dot_37_bar__plus_01_dot_82_bar__plus_03_dot_90 Shelf_bar__minus_02_dot_59_bar__plus_01_dot_53_bar__plus_03_dot_91)
        (objectAtLocation Candle_bar__minus_02_dot_37_bar__plus_01_dot_82_bar__plus_03_dot_90 loc_bar__minus_10_bar_13_bar_0_bar_0)
        (pickupable Candle_bar__minus_02_dot_37_bar__plus_01_dot_82_bar__plus_03_dot_90)
        (objectType SoapBottle_bar__minus_02_dot_20_bar__plus_00_dot_96_bar__plus_03_dot_46 SoapBottleType)
        (inReceptacle SoapBottle_bar__minus_02_dot_20_bar__plus_00_dot_96_bar__plus_03_dot_46 Toilet_bar__minus_02_dot_18_bar__plus_00_dot_68_bar__plus_03_dot_50)
        (objectAtLocation SoapBottle_bar__minus_02_dot_20_bar__plus_00_dot_96_bar__plus_03_dot_46 loc_bar__minus_9_bar_14_bar_3_bar_15)
        (pickupable SoapBottle_bar__minus_02_dot_20_bar__plus_00_dot_96_bar__plus_03_dot_46)
        (canContain BathtubBasinType DishSpongeType)
        (canContain BathtubBasinType HandTowelType)
        (canContain CartType CandleType)
        (canContain CartType DishSpongeType)
        (canContain CartType HandTowelType)
        (canContain CartType SoapBottleType)
        (canContain CartType SprayBottleType)
        (canContain GarbageCanType DishSpongeType)
        (canContain GarbageCanType HandTowelType)
        (canContain GarbageCanType SoapBottleType)
        (canContain GarbageCanType SprayBottleType)
        (canContain HandTowelHolderType HandTowelType)
        (canContain ShelfType CandleType)
        (canContain ShelfType DishSpongeType)
        (canContain ShelfType HandTowelType)
        (canContain ShelfType SoapBottleType)
        (canContain ShelfType SprayBottleType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType HandTowelType)
        (canContain ToiletType CandleType)
        (canContain ToiletType DishSpongeType)
        (canContain ToiletType HandTowelType)
        (canContain ToiletType SoapBottleType)
        (canContain ToiletType SprayBottleType)
        (canContain TowelHolderType TowelType)
        (atLocation agent1 loc_bar__minus_7_bar_11_bar_3_bar_30)
    )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o DishSpongeType)
                            (receptacleType ?r GarbageCanType)
                        )
                    )
                )
            )
        )
    )
    