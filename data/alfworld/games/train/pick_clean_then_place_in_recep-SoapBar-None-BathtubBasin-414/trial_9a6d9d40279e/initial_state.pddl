(define (problem plan_trial_9a6d9d40279e)
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
        SoapBar_bar__minus_02_dot_59_bar__plus_01_dot_33_bar__plus_03_dot_37 - object
        DishSponge_bar__minus_02_dot_33_bar__plus_02_dot_06_bar__plus_03_dot_16 - object
        Cloth_bar__minus_02_dot_20_bar__plus_00_dot_39_bar__plus_01_dot_30 - object
        SoapBottle_bar__minus_02_dot_21_bar__plus_01_dot_49_bar__plus_03_dot_77 - object
        Candle_bar__minus_02_dot_70_bar__plus_00_dot_37_bar__plus_02_dot_65 - object
        HandTowel_bar__minus_02_dot_34_bar__plus_01_dot_52_bar__plus_02_dot_93 - object
        HandTowel_bar__minus_02_dot_25_bar__plus_00_dot_56_bar__plus_02_dot_59 - object
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
        (objectType SoapBar_bar__minus_02_dot_59_bar__plus_01_dot_33_bar__plus_03_dot_37 SoapBarType)
        (inReceptacle SoapBar_bar__minus_02_dot_59_bar__plus_01_dot_33_bar__plus_03_dot_37 Cabinet_bar__minus_02_dot_41_bar__plus_01_dot_26_bar__plus_03_dot_57)
        (objectAtLocation SoapBar_bar__minus_02_dot_59_bar__plus_01_dot_33_bar__plus_03_dot_37 loc_bar__minus_5_bar_12_bar_3_bar_30)
        (cleanable SoapBar_bar__minus_02_dot_59_bar__plus_01_dot_33_bar__plus_03_dot_37)
        (pickupable SoapBar_bar__minus_02_dot_59_bar__plus_01_dot_33_bar__plus_03_dot_37)
        (objectType DishSponge_bar__minus_02_dot_33_bar__plus_02_dot_06_bar__plus_03_dot_16 DishSpongeType)
        (inReceptacle DishSponge_bar__minus_02_dot_33_bar__plus_02_dot_06_bar__plus_03_dot_16 Cabinet_bar__minus_02_dot_41_bar__plus_02_dot_02_bar__plus_02_dot_91)
        (objectAtLocation DishSponge_bar__minus_02_dot_33_bar__plus_02_dot_06_bar__plus_03_dot_16 loc_bar__minus_7_bar_12_bar_3_bar__minus_30)
        (cleanable DishSponge_bar__minus_02_dot_33_bar__plus_02_dot_06_bar__plus_03_dot_16)
        (pickupable DishSponge_bar__minus_02_dot_33_bar__plus_02_dot_06_bar__plus_03_dot_16)
        (objectType Cloth_bar__minus_02_dot_20_bar__plus_00_dot_39_bar__plus_01_dot_30 ClothType)
        (inReceptacle Cloth_bar__minus_02_dot_20_bar__plus_00_dot_39_bar__plus_01_dot_30 Cabinet_bar__minus_02_dot_41_bar__plus_00_dot_37_bar__plus_01_dot_59)
        (objectAtLocation Cloth_bar__minus_02_dot_20_bar__plus_00_dot_39_bar__plus_01_dot_30 loc_bar__minus_6_bar_9_bar_3_bar_30)
        (cleanable Cloth_bar__minus_02_dot_20_bar__plus_00_dot_39_bar__plus_01_dot_30)
        (pickupable Cloth_bar__minus_02_dot_20_bar__plus_00_dot_39_bar__plus_01_dot_30)
        (objectType SoapBottle_bar__minus_02_dot_21_bar__plus_01_dot_49_bar__plus_03_dot_77 SoapBottleType)
        (inReceptacle SoapBottle_bar__minus_02_dot_21_bar__plus_01_dot_49_bar__plus_03_dot_77 Cabinet_bar__minus_02_dot_41_bar__plus_01_dot_26_bar__plus_03_dot_57)
        (objectAtLocation SoapBottle_bar__minus_02_dot_21_bar__plus_01_dot_49_bar__plus_03_dot_77 loc_bar__minus_5_bar_12_bar_3_bar_30)
        (pickupable SoapBottle_bar__minus_02_dot_21_bar__plus_01_dot_49_bar__plus_03_dot_77)
        (objectType Candle_bar__minus_02_dot_70_bar__plus_00_dot_37_bar__plus_02_dot_65 CandleType)
        (inReceptacle Candle_bar__minus_02_dot_70_bar__plus_00_dot_37_bar__plus_02_dot_65 Cabinet_bar__minus_02_dot_41_bar__plus_00_dot_37_bar__plus_02_dot_91)
        (objectAtLocation Candle_bar__minus_02_dot_70_bar__plus_00_dot_37_bar__plus_02_dot_65 loc_bar__minus_6_bar_11_bar_3_bar_30)
        (pickupable Candle_bar__minus_02_dot_70_bar__plus_00_dot_37_bar__plus_02_dot_65)
        (objectType HandTowel_bar__minus_02_dot_34_bar__plus_01_dot_52_bar__plus_02_dot_93 HandTowelType)
        (inReceptacle HandTowel_bar__minus_02_dot_34_bar__plus_01_dot_52_bar__plus_02_dot_93 Cabinet_bar__minus_02_dot_41_bar__plus_01_dot_26_bar__plus_02_dot_91)
        (objectAtLocation HandTowel_bar__minus_02_dot_34_bar__plus_01_dot_52_bar__plus_02_dot_93 loc_bar__minus_7_bar_12_bar_3_bar_30)
        (pickupable HandTowel_bar__minus_02_dot_34_bar__plus_01_dot_52_bar__plus_02_dot_93)
        (objectType HandTowel_bar__minus_02_dot_25_bar__plus_00_dot_56_bar__plus_02_dot_59 HandTowelType)
        (inReceptacle HandTowel_bar__minus_02_dot_25_bar__plus_00_dot_56_bar__plus_02_dot_59 Cabinet_bar__minus_02_dot_41_bar__plus_00_dot_37_bar__plus_02_dot_86)
        (objectAtLocation HandTowel_bar__minus_02_dot_25_bar__plus_00_dot_56_bar__plus_02_dot_59 loc_bar__minus_5_bar_9_bar_3_bar_30)
        (pickupable HandTowel_bar__minus_02_dot_25_bar__plus_00_dot_56_bar__plus_02_dot_59)
        (canContain BathtubBasinType ClothType)
        (canContain BathtubBasinType DishSpongeType)
        (canContain BathtubBasinType HandTowelType)
        (canContain BathtubBasinType SoapBarType)
        (canContain CabinetType CandleType)
        (canContain CabinetType ClothType)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType HandTowelType)
        (canContain CabinetType SoapBarType)
        (canContain CabinetType SoapBottleType)
        (canContain CounterTopType CandleType)
        (canContain CounterTopType ClothType)
        (canContain CounterTopType DishSpongeType)
        (canContain CounterTopType HandTowelType)
        (canContain CounterTopType SoapBarType)
        (canContain CounterTopType SoapBottleType)
        (canContain DrawerType CandleType)
        (canContain DrawerType ClothType)
        (canContain DrawerType DishSpongeType)
        (canContain DrawerType HandTowelType)
        (canContain DrawerType SoapBarType)
        (canContain DrawerType SoapBottleType)
        (canContain GarbageCanType ClothType)
        (canContain GarbageCanType DishSpongeType)
        (canContain GarbageCanType HandTowelType)
        (canContain GarbageCanType SoapBarType)
        (canContain GarbageCanType SoapBottleType)
        (canContain HandTowelHolderType HandTowelType)
        (canContain SinkBasinType ClothType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType HandTowelType)
        (canContain SinkBasinType SoapBarType)
        (canContain ToiletType CandleType)
        (canContain ToiletType ClothType)
        (canContain ToiletType DishSpongeType)
        (canContain ToiletType HandTowelType)
        (canContain ToiletType SoapBarType)
        (canContain ToiletType SoapBottleType)
        (atLocation agent1 loc_bar__minus_2_bar_12_bar_0_bar_30)
    )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o SoapBarType)
                            (receptacleType ?r BathtubBasinType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    