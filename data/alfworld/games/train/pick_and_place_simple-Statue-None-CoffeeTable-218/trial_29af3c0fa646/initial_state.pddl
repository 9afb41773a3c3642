(define (problem plan_trial_29af3c0fa646)
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
        Statue_bar__minus_03_dot_33_bar__plus_00_dot_27_bar__plus_01_dot_54 - object
        Statue_bar__minus_05_dot_55_bar__plus_00_dot_21_bar__plus_04_dot_79 - object
        KeyChain_bar__plus_00_dot_82_bar__plus_00_dot_28_bar__plus_06_dot_89 - object
        KeyChain_bar__minus_02_dot_52_bar__plus_00_dot_23_bar__plus_02_dot_99 - object
        Box_bar__minus_02_dot_25_bar__plus_00_dot_15_bar__plus_03_dot_05 - object
        Box_bar__plus_00_dot_72_bar__plus_00_dot_01_bar__plus_03_dot_43 - object
        Plate_bar__plus_00_dot_89_bar__plus_00_dot_19_bar__plus_06_dot_75 - object
        Plate_bar__plus_01_dot_03_bar__plus_00_dot_07_bar__plus_03_dot_42 - object
        CellPhone_bar__plus_00_dot_60_bar__plus_00_dot_23_bar__plus_06_dot_83 - object
        CoffeeTable_bar__minus_01_dot_55_bar__plus_00_dot_02_bar__plus_02_dot_53 - receptacle
        DiningTable_bar__minus_05_dot_64_bar_00_dot_00_bar__plus_04_dot_91 - receptacle
        Drawer_bar__plus_00_dot_74_bar__plus_00_dot_23_bar__plus_03_dot_32 - receptacle
        Drawer_bar__plus_00_dot_74_bar__plus_00_dot_23_bar__plus_04_dot_10 - receptacle
        Drawer_bar__plus_00_dot_74_bar__plus_00_dot_67_bar__plus_03_dot_32 - receptacle
        Drawer_bar__plus_00_dot_74_bar__plus_00_dot_67_bar__plus_04_dot_10 - receptacle
        Dresser_bar__plus_00_dot_85_bar__plus_00_dot_00_bar__plus_03_dot_71 - receptacle
        GarbageCan_bar__minus_07_dot_10_bar_00_dot_00_bar__plus_02_dot_29 - receptacle
        SideTable_bar__plus_00_dot_73_bar__plus_00_dot_00_bar__plus_06_dot_64 - receptacle
        SideTable_bar__minus_03_dot_41_bar__plus_00_dot_00_bar__plus_01_dot_64 - receptacle
        Sofa_bar__minus_02_dot_47_bar_00_dot_00_bar__plus_03_dot_28 - receptacle
        loc_bar__minus_10_bar_8_bar_3_bar_30 - location
        loc_bar__minus_26_bar_13_bar_2_bar_30 - location
        loc_bar__minus_26_bar_20_bar_1_bar_30 - location
        loc_bar__minus_27_bar_22_bar_1_bar_30 - location
        loc_bar__minus_2_bar_9_bar_3_bar_30 - location
        loc_bar__minus_4_bar_15_bar_3_bar_30 - location
        loc_bar_0_bar_12_bar_0_bar_30 - location
        loc_bar_0_bar_13_bar_1_bar_30 - location
        loc_bar_0_bar_16_bar_1_bar_30 - location
        loc_bar_0_bar_9_bar_0_bar_30 - location
        loc_bar_3_bar_20_bar_2_bar_30 - location
        loc_bar_3_bar_23_bar_0_bar_30 - location
    )
(:init
        (receptacleType CoffeeTable_bar__minus_01_dot_55_bar__plus_00_dot_02_bar__plus_02_dot_53 CoffeeTableType)
        (receptacleAtLocation CoffeeTable_bar__minus_01_dot_55_bar__plus_00_dot_02_bar__plus_02_dot_53 loc_bar__minus_2_bar_9_bar_3_bar_30)
        (receptacleType DiningTable_bar__minus_05_dot_64_bar_00_dot_00_bar__plus_04_dot_91 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_05_dot_64_bar_00_dot_00_bar__plus_04_dot_91 loc_bar__minus_26_bar_20_bar_1_bar_30)
        (receptacleType Drawer_bar__plus_00_dot_74_bar__plus_00_dot_23_bar__plus_03_dot_32 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_74_bar__plus_00_dot_23_bar__plus_03_dot_32 loc_bar_0_bar_9_bar_0_bar_30)
        (openable Drawer_bar__plus_00_dot_74_bar__plus_00_dot_23_bar__plus_03_dot_32)
        (receptacleType Drawer_bar__plus_00_dot_74_bar__plus_00_dot_23_bar__plus_04_dot_10 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_74_bar__plus_00_dot_23_bar__plus_04_dot_10 loc_bar_0_bar_12_bar_0_bar_30)
        (openable Drawer_bar__plus_00_dot_74_bar__plus_00_dot_23_bar__plus_04_dot_10)
        (receptacleType Drawer_bar__plus_00_dot_74_bar__plus_00_dot_67_bar__plus_03_dot_32 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_74_bar__plus_00_dot_67_bar__plus_03_dot_32 loc_bar_0_bar_13_bar_1_bar_30)
        (openable Drawer_bar__plus_00_dot_74_bar__plus_00_dot_67_bar__plus_03_dot_32)
        (receptacleType Drawer_bar__plus_00_dot_74_bar__plus_00_dot_67_bar__plus_04_dot_10 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_74_bar__plus_00_dot_67_bar__plus_04_dot_10 loc_bar_0_bar_16_bar_1_bar_30)
        (openable Drawer_bar__plus_00_dot_74_bar__plus_00_dot_67_bar__plus_04_dot_10)
        (receptacleType Dresser_bar__plus_00_dot_85_bar__plus_00_dot_00_bar__plus_03_dot_71 DresserType)
        (receptacleAtLocation Dresser_bar__plus_00_dot_85_bar__plus_00_dot_00_bar__plus_03_dot_71 loc_bar_3_bar_20_bar_2_bar_30)
        (receptacleType GarbageCan_bar__minus_07_dot_10_bar_00_dot_00_bar__plus_02_dot_29 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__minus_07_dot_10_bar_00_dot_00_bar__plus_02_dot_29 loc_bar__minus_26_bar_13_bar_2_bar_30)
        (receptacleType SideTable_bar__plus_00_dot_73_bar__plus_00_dot_00_bar__plus_06_dot_64 SideTableType)
        (receptacleAtLocation SideTable_bar__plus_00_dot_73_bar__plus_00_dot_00_bar__plus_06_dot_64 loc_bar_3_bar_23_bar_0_bar_30)
        (receptacleType SideTable_bar__minus_03_dot_41_bar__plus_00_dot_00_bar__plus_01_dot_64 SideTableType)
        (receptacleAtLocation SideTable_bar__minus_03_dot_41_bar__plus_00_dot_00_bar__plus_01_dot_64 loc_bar__minus_10_bar_8_bar_3_bar_30)
        (receptacleType Sofa_bar__minus_02_dot_47_bar_00_dot_00_bar__plus_03_dot_28 SofaType)
        (receptacleAtLocation Sofa_bar__minus_02_dot_47_bar_00_dot_00_bar__plus_03_dot_28 loc_bar__minus_4_bar_15_bar_3_bar_30)
        (objectType Statue_bar__minus_03_dot_33_bar__plus_00_dot_27_bar__plus_01_dot_54 StatueType)
        (inReceptacle Statue_bar__minus_03_dot_33_bar__plus_00_dot_27_bar__plus_01_dot_54 SideTable_bar__minus_03_dot_41_bar__plus_00_dot_00_bar__plus_01_dot_64)
        (objectAtLocation Statue_bar__minus_03_dot_33_bar__plus_00_dot_27_bar__plus_01_dot_54 loc_bar__minus_10_bar_8_bar_3_bar_30)
        (pickupable Statue_bar__minus_03_dot_33_bar__plus_00_dot_27_bar__plus_01_dot_54)
        (objectType Statue_bar__minus_05_dot_55_bar__plus_00_dot_21_bar__plus_04_dot_79 StatueType)
        (inReceptacle Statue_bar__minus_05_dot_55_bar__plus_00_dot_21_bar__plus_04_dot_79 DiningTable_bar__minus_05_dot_64_bar_00_dot_00_bar__plus_04_dot_91)
        (objectAtLocation Statue_bar__minus_05_dot_55_bar__plus_00_dot_21_bar__plus_04_dot_79 loc_bar__minus_26_bar_20_bar_1_bar_30)
        (pickupable Statue_bar__minus_05_dot_55_bar__plus_00_dot_21_bar__plus_04_dot_79)
        (objectType KeyChain_bar__plus_00_dot_82_bar__plus_00_dot_28_bar__plus_06_dot_89 KeyChainType)
        (inReceptacle KeyChain_bar__plus_00_dot_82_bar__plus_00_dot_28_bar__plus_06_dot_89 SideTable_bar__plus_00_dot_73_bar__plus_00_dot_00_bar__plus_06_dot_64)
        (objectAtLocation KeyChain_bar__plus_00_dot_82_bar__plus_00_dot_28_bar__plus_06_dot_89 loc_bar_3_bar_23_bar_0_bar_30)
        (pickupable KeyChain_bar__plus_00_dot_82_bar__plus_00_dot_28_bar__plus_06_dot_89)
        (objectType KeyChain_bar__minus_02_dot_52_bar__plus_00_dot_23_bar__plus_02_dot_99 KeyChainType)
        (inReceptacle KeyChain_bar__minus_02_dot_52_bar__plus_00_dot_23_bar__plus_02_dot_99 Sofa_bar__minus_02_dot_47_bar_00_dot_00_bar__plus_03_dot_28)
        (objectAtLocation KeyChain_bar__minus_02_dot_52_bar__plus_00_dot_23_bar__plus_02_dot_99 loc_bar__minus_4_bar_15_bar_3_bar_30)
        (pickupable KeyChain_bar__minus_02_dot_52_bar__plus_00_dot_23_bar__plus_02_dot_99)
        (objectType Box_bar__minus_02_dot_25_bar__plus_00_dot_15_bar__plus_03_dot_05 BoxType)
        (inReceptacle Box_bar__minus_02_dot_25_bar__plus_00_dot_15_bar__plus_03_dot_05 Sofa_bar__minus_02_dot_47_bar_00_dot_00_bar__plus_03_dot_28)
        (objectAtLocation Box_bar__minus_02_dot_25_bar__plus_00_dot_15_bar__plus_03_dot_05 loc_bar__minus_4_bar_15_bar_3_bar_30)
        (pickupable Box_bar__minus_02_dot_25_bar__plus_00_dot_15_bar__plus_03_dot_05)
        (isReceptacleObject Box_bar__minus_02_dot_25_bar__plus_00_dot_15_bar__plus_03_dot_05)
        (objectType Box_bar__plus_00_dot_72_bar__plus_00_dot_01_bar__plus_03_dot_43 BoxType)
        (inReceptacle Box_bar__plus_00_dot_72_bar__plus_00_dot_01_bar__plus_03_dot_43 Dresser_bar__plus_00_dot_85_bar__plus_00_dot_00_bar__plus_03_dot_71)
        (objectAtLocation Box_bar__plus_00_dot_72_bar__plus_00_dot_01_bar__plus_03_dot_43 loc_bar_3_bar_20_bar_2_bar_30)
        (pickupable Box_bar__plus_00_dot_72_bar__plus_00_dot_01_bar__plus_03_dot_43)
        (isReceptacleObject Box_bar__plus_00_dot_72_bar__plus_00_dot_01_bar__plus_03_dot_43)
        (objectType Plate_bar__plus_00_dot_89_bar__plus_00_dot_19_bar__plus_06_dot_75 PlateType)
        (inReceptacle Plate_bar__plus_00_dot_89_bar__plus_00_dot_19_bar__plus_06_dot_75 SideTable_bar__plus_00_dot_73_bar__plus_00_dot_00_bar__plus_06_dot_64)
        (objectAtLocation Plate_bar__plus_00_dot_89_bar__plus_00_dot_19_bar__plus_06_dot_75 loc_bar_3_bar_23_bar_0_bar_30)
        (cleanable Plate_bar__plus_00_dot_89_bar__plus_00_dot_19_bar__plus_06_dot_75)
        (heatable Plate_bar__plus_00_dot_89_bar__plus_00_dot_19_bar__plus_06_dot_75)
        (coolable Plate_bar__plus_00_dot_89_bar__plus_00_dot_19_bar__plus_06_dot_75)
        (pickupable Plate_bar__plus_00_dot_89_bar__plus_00_dot_19_bar__plus_06_dot_75)
        (isReceptacleObject Plate_bar__plus_00_dot_89_bar__plus_00_dot_19_bar__plus_06_dot_75)
        (objectType Plate_bar__plus_01_dot_03_bar__plus_00_dot_07_bar__plus_03_dot_42 PlateType)
        (inReceptacle Plate_bar__plus_01_dot_03_bar__plus_00_dot_07_bar__plus_03_dot_42 Dresser_bar__plus_00_dot_85_bar__plus_00_dot_00_bar__plus_03_dot_71)
        (objectAtLocation Plate_bar__plus_01_dot_03_bar__plus_00_dot_07_bar__plus_03_dot_42 loc_bar_3_bar_20_bar_2_bar_30)
        (cleanable Plate_bar__plus_01_dot_03_bar__plus_00_dot_07_bar__plus_03_dot_42)
        (heatable Plate_bar__plus_01_dot_03_bar__plus_00_dot_07_bar__plus_03_dot_42)
        (coolable Plate_bar__plus_01_dot_03_bar__plus_00_dot_07_bar__plus_03_dot_42)
        (pickupable Plate_bar__plus_01_dot_03_bar__plus_00_dot_07_bar__plus_03_dot_42)
        (isReceptacleObject Plate_bar__plus_01_dot_03_bar__plus_00_dot_07_bar__plus_03_dot_42)
        (objectType CellPhone_bar__plus_00_dot_60_bar__plus_00_dot_23_bar__plus_06_dot_83 CellPhoneType)
        (inReceptacle CellPhone_bar__plus_00_dot_60_bar__plus_00_dot_23_bar__plus_06_dot_83 SideTable_bar__plus_00_dot_73_bar__plus_00_dot_00_bar__plus_06_dot_64)
        (objectAtLocation CellPhone_bar__plus_00_dot_60_bar__plus_00_dot_23_bar__plus_06_dot_83 loc_bar_3_bar_23_bar_0_bar_30)
        (pickupable CellPhone_bar__plus_00_dot_60_bar__plus_00_dot_23_bar__plus_06_dot_83)
        (canContain CoffeeTableType BoxType)
        (canContain CoffeeTableType CellPhoneType)
        (canContain CoffeeTableType KeyChainType)
        (canContain CoffeeTableType PlateType)
        (canContain CoffeeTableType StatueType)
        (canContain DiningTableType BoxType)
        (canContain DiningTableType CellPhoneType)
        (canContain DiningTableType KeyChainType)
        (canContain DiningTableType PlateType)
        (canContain DiningTableType StatueType)
        (canContain DrawerType CellPhoneType)
        (canContain DrawerType KeyChainType)
        (canContain DresserType BoxType)
        (canContain DresserType CellPhoneType)
        (canContain DresserType KeyChainType)
        (canContain DresserType PlateType)
        (canContain DresserType StatueType)
        (canContain SideTableType BoxType)
        (canContain SideTableType CellPhoneType)
        (canContain SideTableType KeyChainType)
        (canContain SideTableType PlateType)
        (canContain SideTableType StatueType)
        (canContain SofaType BoxType)
        (canContain SofaType CellPhoneType)
        (canContain SofaType KeyChainType)
        (atLocation agent1 loc_bar__minus_27_bar_22_bar_1_bar_30)
    )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o StatueType)
                            (receptacleType ?r CoffeeTableType)
                        )
                    )
                )
            )
        )
    )
    