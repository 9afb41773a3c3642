(define (problem plan_trial_8b9ddf440826)
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
        Cloth_bar__minus_02_dot_57_bar__plus_00_dot_53_bar__plus_02_dot_21 - object
        SoapBar_bar__minus_02_dot_57_bar__plus_00_dot_55_bar__plus_02_dot_89 - object
        SprayBottle_bar__minus_02_dot_11_bar__plus_00_dot_39_bar__plus_01_dot_81 - object
        ToiletPaper_bar__minus_02_dot_20_bar__plus_00_dot_45_bar__plus_01_dot_74 - object
        DishSponge_bar__minus_02_dot_70_bar__plus_02_dot_14_bar__plus_03_dot_13 - object
        DishSponge_bar__minus_02_dot_36_bar__plus_00_dot_66_bar__plus_03_dot_02 - object
        Bathtub_bar__minus_00_dot_44_bar__plus_00_dot_18_bar__plus_01_dot_58_bar_BathtubBasin - receptacle
        Cabinet_bar__minus_02_dot_41_bar__plus_00_dot_37_bar__plus_01_dot_59 - receptacle
        Cabinet_bar__minus_02_dot_41_bar__plus_00_dot_37_bar__plus_02_dot_04 - receptacle
        Cabinet_bar__minus_02_dot_41_bar__plus_00_dot_37_bar__plus_02_dot_86 - receptacle
        Cabinet_bar__minus_02_dot_41_bar__plus_00_dot_37_bar__plus_02_dot_91 - receptacle
        Cabinet_bar__minus_02_dot_41_bar__plus_00_dot_37_bar__plus_03_dot_57 - receptacle
        Cabinet_bar__minus_02_dot_41_bar__plus_01_dot_26_bar__plus_02_dot_91 - receptacle
        Cabinet_bar__minus_02_dot_41_bar__plus_01_dot_26_bar__plus_03_dot_57 - receptacle
        Cabinet_bar__minus_02_dot_41_bar__plus_02_dot_02_bar__plus_02_dot_91 - receptacle
        Cabinet_bar__minus_02_dot_41_bar__plus_02_dot_02_bar__plus_03_dot_57 - receptacle
        CounterTop_bar__minus_02_dot_61_bar__plus_01_dot_24_bar__plus_01_dot_46 - receptacle
        CounterTop_bar__minus_02_dot_69_bar__plus_00_dot_97_bar__plus_02_dot_26 - receptacle
        Sink_bar__minus_02_dot_72_bar__plus_00_dot_86_bar__plus_02_dot_23_bar_SinkBasin - receptacle
        Toilet_bar__minus_02_dot_58_bar__plus_00_dot_03_bar__plus_00_dot_66 - receptacle
        Drawer_bar__minus_01_dot_42_bar__plus_00_dot_78_bar__plus_02_dot_48 - receptacle
        GarbageCan_bar__minus_01_dot_95_bar__plus_00_dot_32_bar__plus_02_dot_03 - receptacle
        HandTowelHolder_bar__minus_01_dot_99_bar__plus_01_dot_71_bar__plus_00_dot_79 - receptacle
        ToiletPaperHanger_bar__minus_02_dot_62_bar__plus_01_dot_49_bar__plus_03_dot_54 - receptacle
        TowelHolder_bar__minus_00_dot_55_bar__plus_00_dot_21_bar__plus_00_dot_97 - receptacle
        loc_bar__minus_10_bar_14_bar_2_bar_15 - location
        loc_bar__minus_2_bar_12_bar_0_bar_30 - location
        loc_bar__minus_2_bar_4_bar_3_bar_45 - location
        loc_bar__minus_4_bar_11_bar_2_bar_30 - location
        loc_bar__minus_5_bar_12_bar_3_bar_30 - location
        loc_bar__minus_5_bar_9_bar_3_bar_30 - location
        loc_bar__minus_6_bar_10_bar_0_bar_60 - location
        loc_bar__minus_6_bar_11_bar_3_bar_30 - location
        loc_bar__minus_6_bar_12_bar_3_bar__minus_30 - location
        loc_bar__minus_6_bar_12_bar_3_bar_30 - location
        loc_bar__minus_6_bar_7_bar_3_bar_30 - location
        loc_bar__minus_6_bar_9_bar_3_bar_30 - location
        loc_bar__minus_7_bar_12_bar_3_bar__minus_30 - location
        loc_bar__minus_7_bar_12_bar_3_bar_30 - location
        loc_bar__minus_7_bar_5_bar_3_bar_30 - location
        loc_bar__minus_8_bar_10_bar_3_bar_30 - location
        loc_bar__minus_8_bar_3_bar_3_bar_15 - location
        loc_bar__minus_8_bar_5_bar_3_bar_30 - location
        loc_bar__minus_8_bar_8_bar_3_bar_30 - location
        loc_bar__minus_8_bar_9_bar_3_bar_30 - location
    )
(:init
        (receptacleType Bathtub_bar__minus_00_dot_44_bar__plus_00_dot_18_bar__plus_01_dot_58_bar_BathtubBasin BathtubBasinType)
        (receptacleAtLocation Bathtub_bar__minus_00_dot_44_bar__plus_00_dot_18_bar__plus_01_dot_58_bar_BathtubBasin loc_bar__minus_4_bar_11_bar_2_bar_30)
        (receptacleType Cabinet_bar__minus_02_dot_41_bar__plus_00_dot_37_bar__plus_01_dot_59 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_41_bar__plus_00_dot_37_bar__plus_01_dot_59 loc_bar__minus_6_bar_9_bar_3_bar_30)
        (openable Cabinet_bar__minus_02_dot_41_bar__plus_00_dot_37_bar__plus_01_dot_59)
        (receptacleType Cabinet_bar__minus_02_dot_41_bar__plus_00_dot_37_bar__plus_02_dot_04 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_41_bar__plus_00_dot_37_bar__plus_02_dot_04 loc_bar__minus_6_bar_7_bar_3_bar_30)
        (openable Cabinet_bar__minus_02_dot_41_bar__plus_00_dot_37_bar__plus_02_dot_04)
        (receptacleType Cabinet_bar__minus_02_dot_41_bar__plus_00_dot_37_bar__plus_02_dot_86 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_41_bar__plus_00_dot_37_bar__plus_02_dot_86 loc_bar__minus_5_bar_9_bar_3_bar_30)
        (openable Cabinet_bar__minus_02_dot_41_bar__plus_00_dot_37_bar__plus_02_dot_86)
        (receptacleType Cabinet_bar__minus_02_dot_41_bar__plus_00_dot_37_bar__plus_02_dot_91 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_41_bar__plus_00_dot_37_bar__plus_02_dot_91 loc_bar__minus_6_bar_11_bar_3_bar_30)
        (openable Cabinet_bar__minus_02_dot_41_bar__plus_00_dot_37_bar__plus_02_dot_91)
        (receptacleType Cabinet_bar__minus_02_dot_41_bar__plus_00_dot_37_bar__plus_03_dot_57 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_41_bar__plus_00_dot_37_bar__plus_03_dot_57 loc_bar__minus_6_bar_12_bar_3_bar_30)
        (openable Cabinet_bar__minus_02_dot_41_bar__plus_00_dot_37_bar__plus_03_dot_57)
        (receptacleType Cabinet_bar__minus_02_dot_41_bar__plus_01_dot_26_bar__plus_02_dot_91 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_41_bar__plus_01_dot_26_bar__plus_02_dot_91 loc_bar__minus_7_bar_12_bar_3_bar_30)
        (openable Cabinet_bar__minus_02_dot_41_bar__plus_01_dot_26_bar__plus_02_dot_91)
        (receptacleType Cabinet_bar__minus_02_dot_41_bar__plus_01_dot_26_bar__plus_03_dot_57 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_41_bar__plus_01_dot_26_bar__plus_03_dot_57 loc_bar__minus_5_bar_12_bar_3_bar_30)
        (openable Cabinet_bar__minus_02_dot_41_bar__plus_01_dot_26_bar__plus_03_dot_57)
        (receptacleType Cabinet_bar__minus_02_dot_41_bar__plus_02_dot_02_bar__plus_02_dot_91 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_41_bar__plus_02_dot_02_bar__plus_02_dot_91 loc_bar__minus_7_bar_12_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_02_dot_41_bar__plus_02_dot_02_bar__plus_02_dot_91)
        (receptacleType Cabinet_bar__minus_02_dot_41_bar__plus_02_dot_02_bar__plus_03_dot_57 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_41_bar__plus_02_dot_02_bar__plus_03_dot_57 loc_bar__minus_6_bar_12_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_02_dot_41_bar__plus_02_dot_02_bar__plus_03_dot_57)
        (receptacleType CounterTop_bar__minus_02_dot_61_bar__plus_01_dot_24_bar__plus_01_dot_46 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_02_dot_61_bar__plus_01_dot_24_bar__plus_01_dot_46 loc_bar__minus_8_bar_5_bar_3_bar_30)
        (receptacleType CounterTop_bar__minus_02_dot_69_bar__plus_00_dot_97_bar__plus_02_dot_26 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_02_dot_69_bar__plus_00_dot_97_bar__plus_02_dot_26 loc_bar__minus_8_bar_10_bar_3_bar_30)
        (receptacleType Sink_bar__minus_02_dot_72_bar__plus_00_dot_86_bar__plus_02_dot_23_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_02_dot_72_bar__plus_00_dot_86_bar__plus_02_dot_23_bar_SinkBasin loc_bar__minus_8_bar_9_bar_3_bar_30)
        (receptacleType Toilet_bar__minus_02_dot_58_bar__plus_00_dot_03_bar__plus_00_dot_66 ToiletType)
        (receptacleAtLocation Toilet_bar__minus_02_dot_58_bar__plus_00_dot_03_bar__plus_00_dot_66 loc_bar__minus_7_bar_5_bar_3_bar_30)
        (receptacleType Drawer_bar__minus_01_dot_42_bar__plus_00_dot_78_bar__plus_02_dot_48 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_01_dot_42_bar__plus_00_dot_78_bar__plus_02_dot_48 loc_bar__minus_6_bar_10_bar_0_bar_60)
        (openable Drawer_bar__minus_01_dot_42_bar__plus_00_dot_78_bar__plus_02_dot_48)
        (receptacleType GarbageCan_bar__minus_01_dot_95_bar__plus_00_dot_32_bar__plus_02_dot_03 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__minus_01_dot_95_bar__plus_00_dot_32_bar__plus_02_dot_03 loc_bar__minus_8_bar_8_bar_3_bar_30)
        (receptacleType HandTowelHolder_bar__minus_01_dot_99_bar__plus_01_dot_71_bar__plus_00_dot_79 HandTowelHolderType)
        (receptacleAtLocation HandTowelHolder_bar__minus_01_dot_99_bar__plus_01_dot_71_bar__plus_00_dot_79 loc_bar__minus_8_bar_3_bar_3_bar_15)
        (receptacleType ToiletPaperHanger_bar__minus_02_dot_62_bar__plus_01_dot_49_bar__plus_03_dot_54 ToiletPaperHangerType)
        (receptacleAtLocation ToiletPaperHanger_bar__minus_02_dot_62_bar__plus_01_dot_49_bar__plus_03_dot_54 loc_bar__minus_10_bar_14_bar_2_bar_15)
        (receptacleType TowelHolder_bar__minus_00_dot_55_bar__plus_00_dot_21_bar__plus_00_dot_97 TowelHolderType)
        (receptacleAtLocation TowelHolder_bar__minus_00_dot_55_bar__plus_00_dot_21_bar__plus_00_dot_97 loc_bar__minus_2_bar_4_bar_3_bar_45)
        (objectType Cloth_bar__minus_02_dot_57_bar__plus_00_dot_53_bar__plus_02_dot_21 ClothType)
        (inReceptacle Cloth_bar__minus_02_dot_57_bar__plus_00_dot_53_bar__plus_02_dot_21 Cabinet_bar__minus_02_dot_41_bar__plus_00_dot_37_bar__plus_02_dot_04)
        (objectAtLocation Cloth_bar__minus_02_dot_57_bar__plus_00_dot_53_bar__plus_02_dot_21 loc_bar__minus_6_bar_7_bar_3_bar_30)
        (cleanable Cloth_bar__minus_02_dot_57_bar__plus_00_dot_53_bar__plus_02_dot_21)
        (pickupable Cloth_bar__minus_02_dot_57_bar__plus_00_dot_53_bar__plus_02_dot_21)
        (objectType SoapBar_bar__minus_02_dot_57_bar__plus_00_dot_55_bar__plus_02_dot_89 SoapBarType)
        (inReceptacle SoapBar_bar__minus_02_dot_57_bar__plus_00_dot_55_bar__plus_02_dot_89 Cabinet_bar__minus_02_dot_41_bar__plus_00_dot_37_bar__plus_02_dot_91)
        (objectAtLocation SoapBar_bar__minus_02_dot_57_bar__plus_00_dot_55_bar__plus_02_dot_89 loc_bar__minus_6_bar_11_bar_3_bar_30)
        (cleanable SoapBar_bar__minus_02_dot_57_bar__plus_00_dot_55_bar__plus_02_dot_89)
        (pickupable SoapBar_bar__minus_02_dot_57_bar__plus_00_dot_55_bar__plus_02_dot_89)
        (objectType SprayBottle_bar__minus_02_dot_11_bar__plus_00_dot_39_bar__plus_01_dot_81 SprayBottleType)
        (inReceptacle SprayBottle_bar__minus_02_dot_11_bar__plus_00_dot_39_bar__plus_01_dot_81 Cabinet_bar__minus_02_dot_41_bar__plus_00_dot_37_bar__plus_01_dot_59)
        (objectAtLocation SprayBottle_bar__minus_02_dot_11_bar__plus_00_dot_39_bar__plus_01_dot_81 loc_bar__minus_6_bar_9_bar_3_bar_30)
        (pickupable SprayBottle_bar__minus_02_dot_11_bar__plus_00_dot_39_bar__plus_01_dot_81)
        (objectType ToiletPaper_bar__minus_02_dot_20_bar__plus_00_dot_45_bar__plus_01_dot_74 ToiletPaperType)
        (inReceptacle ToiletPaper_bar__minus_02_dot_20_bar__plus_00_dot_45_bar__plus_01_dot_74 Cabinet_bar__minus_02_dot_41_bar__plus_00_dot_37_bar__plus_02_dot_04)
        (objectAtLocation ToiletPaper_bar__minus_02_dot_20_bar__plus_00_dot_45_bar__plus_01_dot_74 loc_bar__minus_6_bar_7_bar_3_bar_30)
        (pickupable ToiletPaper_bar__minus_02_dot_20_bar__plus_00_dot_45_bar__plus_01_dot_74)
        (objectType DishSponge_bar__minus_02_dot_70_bar__plus_02_dot_14_bar__plus_03_dot_13 DishSpongeType)
        (inReceptacle DishSponge_bar__minus_02_dot_70_bar__plus_02_dot_14_bar__plus_03_dot_13 Cabinet_bar__minus_02_dot_41_bar__plus_02_dot_02_bar__plus_02_dot_91)
        (objectAtLocation DishSponge_bar__minus_02_dot_70_bar__plus_02_dot_14_bar__plus_03_dot_13 loc_bar__minus_7_bar_12_bar_3_bar__minus_30)
        (cleanable DishSponge_bar__minus_02_dot_70_bar__plus_02_dot_14_bar__plus_03_dot_13)
        (pickupable DishSponge_bar__minus_02_dot_70_bar__plus_02_dot_14_bar__plus_03_dot_13)
        (objectType DishSponge_bar__minus_02_dot_36_bar__plus_00_dot_66_bar__plus_03_dot_02 DishSpongeType)
        (inReceptacle DishSponge_bar__minus_02_dot_36_bar__plus_00_dot_66_bar__plus_03_dot_02 Cabinet_bar__minus_02_dot_41_bar__plus_00_dot_37_bar__plus_02_dot_86)
        (objectAtLocation DishSponge_bar__minus_02_dot_36_bar__plus_00_dot_66_bar__plus_03_dot_02 loc_bar__minus_5_bar_9_bar_3_bar_30)
        (cleanable DishSponge_bar__minus_02_dot_36_bar__plus_00_dot_66_bar__plus_03_dot_02)
        (pickupable DishSponge_bar__minus_02_dot_36_bar__plus_00_dot_66_bar__plus_03_dot_02)
        (canContain BathtubBasinType ClothType)
        (canContain BathtubBasinType DishSpongeType)
        (canContain BathtubBasinType SoapBarType)
        (canContain CabinetType ClothType)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType SoapBarType)
        (canContain CabinetType SprayBottleType)
        (canContain CabinetType ToiletPaperType)
        (canContain CounterTopType ClothType)
        (canContain CounterTopType DishSpongeType)
        (canContain CounterTopType SoapBarType)
        (canContain CounterTopType SprayBottleType)
        (canContain CounterTopType ToiletPaperType)
        (canContain DrawerType ClothType)
        (canContain DrawerType DishSpongeType)
        (canContain DrawerType SoapBarType)
        (canContain DrawerType SprayBottleType)
        (canContain DrawerType ToiletPaperType)
        (canContain GarbageCanType ClothType)
        (canContain GarbageCanType DishSpongeType)
        (canContain GarbageCanType SoapBarType)
        (canContain GarbageCanType SprayBottleType)
        (canContain GarbageCanType ToiletPaperType)
        (canContain SinkBasinType ClothType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType SoapBarType)
        (canContain ToiletType ClothType)
        (canContain ToiletType DishSpongeType)
        (canContain ToiletType SoapBarType)
        (canContain ToiletType SprayBottleType)
        (canContain ToiletType ToiletPaperType)
        (canContain ToiletPaperHangerType ToiletPaperType)
        (atLocation agent1 loc_bar__minus_2_bar_12_bar_0_bar_30)
    )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o ClothType)
                            (receptacleType ?r DrawerType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    