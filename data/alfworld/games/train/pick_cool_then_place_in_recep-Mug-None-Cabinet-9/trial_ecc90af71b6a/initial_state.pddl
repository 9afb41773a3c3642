(define (problem plan_trial_ecc90af71b6a)
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
        Mug_bar__plus_01_dot_44_bar__plus_01_dot_24_bar__minus_00_dot_73 - object
        Egg_bar__minus_02_dot_14_bar__plus_00_dot_01_bar__plus_01_dot_45 - object
        Bowl_bar__plus_00_dot_11_bar__plus_02_dot_10_bar__minus_00_dot_63 - object
        DishSponge_bar__minus_02_dot_20_bar__plus_00_dot_20_bar__plus_01_dot_23 - object
        Lettuce_bar__minus_02_dot_21_bar__plus_00_dot_04_bar__plus_01_dot_33 - object
        Lettuce_bar__plus_00_dot_24_bar__plus_01_dot_10_bar__minus_00_dot_67 - object
        Cabinet_bar__plus_00_dot_02_bar__plus_02_dot_01_bar__plus_01_dot_31 - receptacle
        Cabinet_bar__plus_00_dot_07_bar__plus_02_dot_26_bar__plus_01_dot_31 - receptacle
        Cabinet_bar__plus_00_dot_33_bar__plus_02_dot_01_bar__minus_00_dot_61 - receptacle
        Cabinet_bar__plus_00_dot_36_bar__plus_02_dot_01_bar__minus_00_dot_61 - receptacle
        Cabinet_bar__plus_00_dot_97_bar__plus_02_dot_26_bar__plus_01_dot_31 - receptacle
        Cabinet_bar__plus_00_dot_98_bar__plus_02_dot_01_bar__minus_00_dot_61 - receptacle
        Cabinet_bar__plus_01_dot_02_bar__plus_00_dot_40_bar__minus_00_dot_30 - receptacle
        Cabinet_bar__plus_01_dot_02_bar__plus_02_dot_01_bar__minus_00_dot_61 - receptacle
        Cabinet_bar__plus_01_dot_03_bar__plus_00_dot_40_bar__plus_01_dot_00 - receptacle
        Cabinet_bar__plus_01_dot_03_bar__plus_02_dot_01_bar__plus_01_dot_31 - receptacle
        Cabinet_bar__plus_01_dot_67_bar__plus_00_dot_40_bar__minus_00_dot_30 - receptacle
        Cabinet_bar__plus_01_dot_67_bar__plus_02_dot_01_bar__plus_01_dot_31 - receptacle
        Cabinet_bar__plus_01_dot_68_bar__plus_00_dot_40_bar__plus_01_dot_00 - receptacle
        Cabinet_bar__plus_01_dot_68_bar__plus_02_dot_01_bar__minus_00_dot_61 - receptacle
        Cabinet_bar__plus_01_dot_72_bar__plus_00_dot_40_bar__plus_01_dot_00 - receptacle
        Cabinet_bar__plus_01_dot_72_bar__plus_00_dot_40_bar__minus_00_dot_30 - receptacle
        Cabinet_bar__plus_01_dot_72_bar__plus_02_dot_01_bar__minus_00_dot_61 - receptacle
        Cabinet_bar__plus_01_dot_73_bar__plus_02_dot_01_bar__plus_01_dot_31 - receptacle
        Cabinet_bar__plus_02_dot_33_bar__plus_00_dot_40_bar__plus_01_dot_00 - receptacle
        Cabinet_bar__plus_02_dot_33_bar__plus_02_dot_01_bar__plus_01_dot_31 - receptacle
        Cabinet_bar__plus_02_dot_35_bar__plus_00_dot_40_bar__minus_00_dot_30 - receptacle
        Cabinet_bar__plus_02_dot_35_bar__plus_02_dot_01_bar__minus_00_dot_61 - receptacle
        Cabinet_bar__plus_02_dot_37_bar__plus_00_dot_40_bar__plus_01_dot_00 - receptacle
        Cabinet_bar__plus_02_dot_37_bar__plus_02_dot_01_bar__plus_01_dot_31 - receptacle
        Cabinet_bar__plus_02_dot_98_bar__plus_00_dot_40_bar__plus_01_dot_00 - receptacle
        Cabinet_bar__plus_02_dot_99_bar__plus_02_dot_01_bar__plus_01_dot_31 - receptacle
        Cabinet_bar__minus_00_dot_27_bar__plus_00_dot_40_bar__plus_01_dot_00 - receptacle
        Cabinet_bar__minus_00_dot_28_bar__plus_02_dot_01_bar__minus_00_dot_61 - receptacle
        CounterTop_bar__plus_01_dot_36_bar__plus_00_dot_95_bar__minus_00_dot_60 - receptacle
        CounterTop_bar__plus_01_dot_92_bar__plus_00_dot_95_bar__plus_01_dot_30 - receptacle
        CounterTop_bar__minus_00_dot_16_bar__plus_00_dot_95_bar__plus_01_dot_30 - receptacle
        DiningTable_bar__minus_00_dot_84_bar__plus_00_dot_79_bar__minus_01_dot_26 - receptacle
        Drawer_bar__plus_01_dot_17_bar__plus_00_dot_79_bar__minus_00_dot_30 - receptacle
        Drawer_bar__plus_01_dot_18_bar__plus_00_dot_79_bar__plus_01_dot_00 - receptacle
        Drawer_bar__plus_01_dot_52_bar__plus_00_dot_79_bar__minus_00_dot_30 - receptacle
        Drawer_bar__plus_01_dot_53_bar__plus_00_dot_79_bar__plus_01_dot_00 - receptacle
        Drawer_bar__plus_01_dot_86_bar__plus_00_dot_79_bar__plus_01_dot_00 - receptacle
        Drawer_bar__plus_01_dot_87_bar__plus_00_dot_79_bar__minus_00_dot_30 - receptacle
        Drawer_bar__plus_02_dot_19_bar__plus_00_dot_79_bar__plus_01_dot_00 - receptacle
        Drawer_bar__plus_02_dot_21_bar__plus_00_dot_79_bar__minus_00_dot_30 - receptacle
        Drawer_bar__plus_02_dot_51_bar__plus_00_dot_79_bar__plus_01_dot_00 - receptacle
        Drawer_bar__plus_02_dot_84_bar__plus_00_dot_79_bar__plus_01_dot_00 - receptacle
        Drawer_bar__minus_00_dot_13_bar__plus_00_dot_79_bar__plus_01_dot_00 - receptacle
        Fridge_bar__plus_03_dot_04_bar__plus_00_dot_00_bar__minus_00_dot_71 - receptacle
        GarbageCan_bar__minus_01_dot_99_bar__plus_00_dot_00_bar__plus_01_dot_36 - receptacle
        Microwave_bar__plus_00_dot_53_bar__plus_01_dot_67_bar__plus_01_dot_44 - receptacle
        Sink_bar__plus_00_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_65_bar_SinkBasin - receptacle
        CoffeeMachine_bar__minus_00_dot_32_bar__plus_02_dot_08_bar__plus_00_dot_24 - receptacle
        StoveBurner_bar__plus_01_dot_38_bar__plus_00_dot_46_bar__plus_00_dot_07 - receptacle
        Toaster_bar__plus_01_dot_67_bar__plus_01_dot_07_bar__minus_00_dot_34 - receptacle
        loc_bar__minus_1_bar_1_bar_3_bar_15 - location
        loc_bar__minus_1_bar_3_bar_0_bar__minus_30 - location
        loc_bar__minus_2_bar_1_bar_0_bar_30 - location
        loc_bar__minus_3_bar_4_bar_1_bar_30 - location
        loc_bar__minus_4_bar_4_bar_3_bar_30 - location
        loc_bar__minus_5_bar__minus_1_bar_2_bar_30 - location
        loc_bar_0_bar_0_bar_2_bar__minus_30 - location
        loc_bar_0_bar_2_bar_0_bar__minus_30 - location
        loc_bar_10_bar_0_bar_0_bar_30 - location
        loc_bar_10_bar_1_bar_0_bar_30 - location
        loc_bar_10_bar_3_bar_0_bar__minus_30 - location
        loc_bar_11_bar_1_bar_0_bar_30 - location
        loc_bar_11_bar_3_bar_0_bar__minus_30 - location
        loc_bar_12_bar_2_bar_2_bar_30 - location
        loc_bar_1_bar_0_bar_0_bar_30 - location
        loc_bar_1_bar_0_bar_2_bar__minus_30 - location
        loc_bar_1_bar_0_bar_2_bar_30 - location
        loc_bar_2_bar_0_bar_2_bar__minus_30 - location
        loc_bar_2_bar_1_bar_2_bar__minus_30 - location
        loc_bar_2_bar_2_bar_0_bar_0 - location
        loc_bar_3_bar_1_bar_0_bar_30 - location
        loc_bar_4_bar_1_bar_2_bar_30 - location
        loc_bar_4_bar_2_bar_0_bar__minus_30 - location
        loc_bar_4_bar_2_bar_2_bar_30 - location
        loc_bar_5_bar_0_bar_2_bar__minus_30 - location
        loc_bar_5_bar_1_bar_0_bar_30 - location
        loc_bar_5_bar_1_bar_2_bar_30 - location
        loc_bar_5_bar_3_bar_0_bar__minus_30 - location
        loc_bar_6_bar_0_bar_2_bar_15 - location
        loc_bar_6_bar_1_bar_0_bar_30 - location
        loc_bar_6_bar_1_bar_2_bar_30 - location
        loc_bar_6_bar_3_bar_0_bar__minus_30 - location
        loc_bar_7_bar__minus_1_bar_0_bar_15 - location
        loc_bar_7_bar_0_bar_0_bar_30 - location
        loc_bar_7_bar_0_bar_2_bar__minus_30 - location
        loc_bar_7_bar_1_bar_0_bar_30 - location
        loc_bar_7_bar_1_bar_2_bar_30 - location
        loc_bar_7_bar_2_bar_0_bar_30 - location
        loc_bar_7_bar_2_bar_2_bar_30 - location
        loc_bar_8_bar_0_bar_0_bar_30 - location
        loc_bar_8_bar_0_bar_2_bar__minus_30 - location
        loc_bar_8_bar_1_bar_2_bar_30 - location
        loc_bar_8_bar_2_bar_2_bar_30 - location
        loc_bar_8_bar_3_bar_0_bar__minus_30 - location
        loc_bar_9_bar_0_bar_0_bar_30 - location
        loc_bar_9_bar_0_bar_2_bar__minus_30 - location
        loc_bar_9_bar_1_bar_0_bar_30 - location
        loc_bar_9_bar_2_bar_0_bar_30 - location
        loc_bar_9_bar_2_bar_1_bar_30 - location
        loc_bar_9_bar_2_bar_2_bar_30 - location
        loc_bar_9_bar_3_bar_0_bar__minus_30 - location
    )
(:init
        (receptacleType Cabinet_bar__plus_00_dot_02_bar__plus_02_dot_01_bar__plus_01_dot_31 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_02_bar__plus_02_dot_01_bar__plus_01_dot_31 loc_bar__minus_1_bar_3_bar_0_bar__minus_30)
        (openable Cabinet_bar__plus_00_dot_02_bar__plus_02_dot_01_bar__plus_01_dot_31)
        (receptacleType Cabinet_bar__plus_00_dot_07_bar__plus_02_dot_26_bar__plus_01_dot_31 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_07_bar__plus_02_dot_26_bar__plus_01_dot_31 loc_bar_0_bar_2_bar_0_bar__minus_30)
        (openable Cabinet_bar__plus_00_dot_07_bar__plus_02_dot_26_bar__plus_01_dot_31)
        (receptacleType Cabinet_bar__plus_00_dot_33_bar__plus_02_dot_01_bar__minus_00_dot_61 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_33_bar__plus_02_dot_01_bar__minus_00_dot_61 loc_bar_0_bar_0_bar_2_bar__minus_30)
        (openable Cabinet_bar__plus_00_dot_33_bar__plus_02_dot_01_bar__minus_00_dot_61)
        (receptacleType Cabinet_bar__plus_00_dot_36_bar__plus_02_dot_01_bar__minus_00_dot_61 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_36_bar__plus_02_dot_01_bar__minus_00_dot_61 loc_bar_1_bar_0_bar_2_bar__minus_30)
        (openable Cabinet_bar__plus_00_dot_36_bar__plus_02_dot_01_bar__minus_00_dot_61)
        (receptacleType Cabinet_bar__plus_00_dot_97_bar__plus_02_dot_26_bar__plus_01_dot_31 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_97_bar__plus_02_dot_26_bar__plus_01_dot_31 loc_bar_4_bar_2_bar_0_bar__minus_30)
        (openable Cabinet_bar__plus_00_dot_97_bar__plus_02_dot_26_bar__plus_01_dot_31)
        (receptacleType Cabinet_bar__plus_00_dot_98_bar__plus_02_dot_01_bar__minus_00_dot_61 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_98_bar__plus_02_dot_01_bar__minus_00_dot_61 loc_bar_2_bar_1_bar_2_bar__minus_30)
        (openable Cabinet_bar__plus_00_dot_98_bar__plus_02_dot_01_bar__minus_00_dot_61)
        (receptacleType Cabinet_bar__plus_01_dot_02_bar__plus_00_dot_40_bar__minus_00_dot_30 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_02_bar__plus_00_dot_40_bar__minus_00_dot_30 loc_bar_7_bar_2_bar_2_bar_30)
        (openable Cabinet_bar__plus_01_dot_02_bar__plus_00_dot_40_bar__minus_00_dot_30)
        (receptacleType Cabinet_bar__plus_01_dot_02_bar__plus_02_dot_01_bar__minus_00_dot_61 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_02_bar__plus_02_dot_01_bar__minus_00_dot_61 loc_bar_5_bar_0_bar_2_bar__minus_30)
        (openable Cabinet_bar__plus_01_dot_02_bar__plus_02_dot_01_bar__minus_00_dot_61)
        (receptacleType Cabinet_bar__plus_01_dot_03_bar__plus_00_dot_40_bar__plus_01_dot_00 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_03_bar__plus_00_dot_40_bar__plus_01_dot_00 loc_bar_7_bar_0_bar_0_bar_30)
        (openable Cabinet_bar__plus_01_dot_03_bar__plus_00_dot_40_bar__plus_01_dot_00)
        (receptacleType Cabinet_bar__plus_01_dot_03_bar__plus_02_dot_01_bar__plus_01_dot_31 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_03_bar__plus_02_dot_01_bar__plus_01_dot_31 loc_bar_5_bar_3_bar_0_bar__minus_30)
        (openable Cabinet_bar__plus_01_dot_03_bar__plus_02_dot_01_bar__plus_01_dot_31)
        (receptacleType Cabinet_bar__plus_01_dot_67_bar__plus_00_dot_40_bar__minus_00_dot_30 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_67_bar__plus_00_dot_40_bar__minus_00_dot_30 loc_bar_4_bar_2_bar_2_bar_30)
        (openable Cabinet_bar__plus_01_dot_67_bar__plus_00_dot_40_bar__minus_00_dot_30)
        (receptacleType Cabinet_bar__plus_01_dot_67_bar__plus_02_dot_01_bar__plus_01_dot_31 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_67_bar__plus_02_dot_01_bar__plus_01_dot_31 loc_bar_6_bar_3_bar_0_bar__minus_30)
        (openable Cabinet_bar__plus_01_dot_67_bar__plus_02_dot_01_bar__plus_01_dot_31)
        (receptacleType Cabinet_bar__plus_01_dot_68_bar__plus_00_dot_40_bar__plus_01_dot_00 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_68_bar__plus_00_dot_40_bar__plus_01_dot_00 loc_bar_8_bar_0_bar_0_bar_30)
        (openable Cabinet_bar__plus_01_dot_68_bar__plus_00_dot_40_bar__plus_01_dot_00)
        (receptacleType Cabinet_bar__plus_01_dot_68_bar__plus_02_dot_01_bar__minus_00_dot_61 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_68_bar__plus_02_dot_01_bar__minus_00_dot_61 loc_bar_7_bar_0_bar_2_bar__minus_30)
        (openable Cabinet_bar__plus_01_dot_68_bar__plus_02_dot_01_bar__minus_00_dot_61)
        (receptacleType Cabinet_bar__plus_01_dot_72_bar__plus_00_dot_40_bar__plus_01_dot_00 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_72_bar__plus_00_dot_40_bar__plus_01_dot_00 loc_bar_9_bar_1_bar_0_bar_30)
        (openable Cabinet_bar__plus_01_dot_72_bar__plus_00_dot_40_bar__plus_01_dot_00)
        (receptacleType Cabinet_bar__plus_01_dot_72_bar__plus_00_dot_40_bar__minus_00_dot_30 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_72_bar__plus_00_dot_40_bar__minus_00_dot_30 loc_bar_9_bar_2_bar_2_bar_30)
        (openable Cabinet_bar__plus_01_dot_72_bar__plus_00_dot_40_bar__minus_00_dot_30)
        (receptacleType Cabinet_bar__plus_01_dot_72_bar__plus_02_dot_01_bar__minus_00_dot_61 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_72_bar__plus_02_dot_01_bar__minus_00_dot_61 loc_bar_8_bar_0_bar_2_bar__minus_30)
        (openable Cabinet_bar__plus_01_dot_72_bar__plus_02_dot_01_bar__minus_00_dot_61)
        (receptacleType Cabinet_bar__plus_01_dot_73_bar__plus_02_dot_01_bar__plus_01_dot_31 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_73_bar__plus_02_dot_01_bar__plus_01_dot_31 loc_bar_8_bar_3_bar_0_bar__minus_30)
        (openable Cabinet_bar__plus_01_dot_73_bar__plus_02_dot_01_bar__plus_01_dot_31)
        (receptacleType Cabinet_bar__plus_02_dot_33_bar__plus_00_dot_40_bar__plus_01_dot_00 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_33_bar__plus_00_dot_40_bar__plus_01_dot_00 loc_bar_9_bar_0_bar_0_bar_30)
        (openable Cabinet_bar__plus_02_dot_33_bar__plus_00_dot_40_bar__plus_01_dot_00)
        (receptacleType Cabinet_bar__plus_02_dot_33_bar__plus_02_dot_01_bar__plus_01_dot_31 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_33_bar__plus_02_dot_01_bar__plus_01_dot_31 loc_bar_9_bar_3_bar_0_bar__minus_30)
        (openable Cabinet_bar__plus_02_dot_33_bar__plus_02_dot_01_bar__plus_01_dot_31)
        (receptacleType Cabinet_bar__plus_02_dot_35_bar__plus_00_dot_40_bar__minus_00_dot_30 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_35_bar__plus_00_dot_40_bar__minus_00_dot_30 loc_bar_8_bar_2_bar_2_bar_30)
        (openable Cabinet_bar__plus_02_dot_35_bar__plus_00_dot_40_bar__minus_00_dot_30)
        (receptacleType Cabinet_bar__plus_02_dot_35_bar__plus_02_dot_01_bar__minus_00_dot_61 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_35_bar__plus_02_dot_01_bar__minus_00_dot_61 loc_bar_9_bar_0_bar_2_bar__minus_30)
        (openable Cabinet_bar__plus_02_dot_35_bar__plus_02_dot_01_bar__minus_00_dot_61)
        (receptacleType Cabinet_bar__plus_02_dot_37_bar__plus_00_dot_40_bar__plus_01_dot_00 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_37_bar__plus_00_dot_40_bar__plus_01_dot_00 loc_bar_10_bar_0_bar_0_bar_30)
        (openable Cabinet_bar__plus_02_dot_37_bar__plus_00_dot_40_bar__plus_01_dot_00)
        (receptacleType Cabinet_bar__plus_02_dot_37_bar__plus_02_dot_01_bar__plus_01_dot_31 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_37_bar__plus_02_dot_01_bar__plus_01_dot_31 loc_bar_10_bar_3_bar_0_bar__minus_30)
        (openable Cabinet_bar__plus_02_dot_37_bar__plus_02_dot_01_bar__plus_01_dot_31)
        (receptacleType Cabinet_bar__plus_02_dot_98_bar__plus_00_dot_40_bar__plus_01_dot_00 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_98_bar__plus_00_dot_40_bar__plus_01_dot_00 loc_bar_10_bar_1_bar_0_bar_30)
        (openable Cabinet_bar__plus_02_dot_98_bar__plus_00_dot_40_bar__plus_01_dot_00)
        (receptacleType Cabinet_bar__plus_02_dot_99_bar__plus_02_dot_01_bar__plus_01_dot_31 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_99_bar__plus_02_dot_01_bar__plus_01_dot_31 loc_bar_11_bar_3_bar_0_bar__minus_30)
        (openable Cabinet_bar__plus_02_dot_99_bar__plus_02_dot_01_bar__plus_01_dot_31)
        (receptacleType Cabinet_bar__minus_00_dot_27_bar__plus_00_dot_40_bar__plus_01_dot_00 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_27_bar__plus_00_dot_40_bar__plus_01_dot_00 loc_bar_1_bar_0_bar_0_bar_30)
        (openable Cabinet_bar__minus_00_dot_27_bar__plus_00_dot_40_bar__plus_01_dot_00)
        (receptacleType Cabinet_bar__minus_00_dot_28_bar__plus_02_dot_01_bar__minus_00_dot_61 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_28_bar__plus_02_dot_01_bar__minus_00_dot_61 loc_bar_2_bar_0_bar_2_bar__minus_30)
        (openable Cabinet_bar__minus_00_dot_28_bar__plus_02_dot_01_bar__minus_00_dot_61)
        (receptacleType CounterTop_bar__plus_01_dot_36_bar__plus_00_dot_95_bar__minus_00_dot_60 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_36_bar__plus_00_dot_95_bar__minus_00_dot_60 loc_bar_4_bar_1_bar_2_bar_30)
        (receptacleType CounterTop_bar__plus_01_dot_92_bar__plus_00_dot_95_bar__plus_01_dot_30 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_92_bar__plus_00_dot_95_bar__plus_01_dot_30 loc_bar_9_bar_2_bar_0_bar_30)
        (receptacleType CounterTop_bar__minus_00_dot_16_bar__plus_00_dot_95_bar__plus_01_dot_30 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_00_dot_16_bar__plus_00_dot_95_bar__plus_01_dot_30 loc_bar__minus_3_bar_4_bar_1_bar_30)
        (receptacleType DiningTable_bar__minus_00_dot_84_bar__plus_00_dot_79_bar__minus_01_dot_26 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_00_dot_84_bar__plus_00_dot_79_bar__minus_01_dot_26 loc_bar__minus_5_bar__minus_1_bar_2_bar_30)
        (receptacleType Drawer_bar__plus_01_dot_17_bar__plus_00_dot_79_bar__minus_00_dot_30 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_01_dot_17_bar__plus_00_dot_79_bar__minus_00_dot_30 loc_bar_6_bar_1_bar_2_bar_30)
        (openable Drawer_bar__plus_01_dot_17_bar__plus_00_dot_79_bar__minus_00_dot_30)
        (receptacleType Drawer_bar__plus_01_dot_18_bar__plus_00_dot_79_bar__plus_01_dot_00 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_01_dot_18_bar__plus_00_dot_79_bar__plus_01_dot_00 loc_bar_3_bar_1_bar_0_bar_30)
        (openable Drawer_bar__plus_01_dot_18_bar__plus_00_dot_79_bar__plus_01_dot_00)
        (receptacleType Drawer_bar__plus_01_dot_52_bar__plus_00_dot_79_bar__minus_00_dot_30 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_01_dot_52_bar__plus_00_dot_79_bar__minus_00_dot_30 loc_bar_5_bar_1_bar_2_bar_30)
        (openable Drawer_bar__plus_01_dot_52_bar__plus_00_dot_79_bar__minus_00_dot_30)
        (receptacleType Drawer_bar__plus_01_dot_53_bar__plus_00_dot_79_bar__plus_01_dot_00 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_01_dot_53_bar__plus_00_dot_79_bar__plus_01_dot_00 loc_bar_5_bar_1_bar_0_bar_30)
        (openable Drawer_bar__plus_01_dot_53_bar__plus_00_dot_79_bar__plus_01_dot_00)
        (receptacleType Drawer_bar__plus_01_dot_86_bar__plus_00_dot_79_bar__plus_01_dot_00 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_01_dot_86_bar__plus_00_dot_79_bar__plus_01_dot_00 loc_bar_6_bar_1_bar_0_bar_30)
        (openable Drawer_bar__plus_01_dot_86_bar__plus_00_dot_79_bar__plus_01_dot_00)
        (receptacleType Drawer_bar__plus_01_dot_87_bar__plus_00_dot_79_bar__minus_00_dot_30 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_01_dot_87_bar__plus_00_dot_79_bar__minus_00_dot_30 loc_bar_7_bar_1_bar_2_bar_30)
        (openable Drawer_bar__plus_01_dot_87_bar__plus_00_dot_79_bar__minus_00_dot_30)
        (receptacleType Drawer_bar__plus_02_dot_19_bar__plus_00_dot_79_bar__plus_01_dot_00 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_19_bar__plus_00_dot_79_bar__plus_01_dot_00 loc_bar_7_bar_1_bar_0_bar_30)
        (openable Drawer_bar__plus_02_dot_19_bar__plus_00_dot_79_bar__plus_01_dot_00)
        (receptacleType Drawer_bar__plus_02_dot_21_bar__plus_00_dot_79_bar__minus_00_dot_30 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_21_bar__plus_00_dot_79_bar__minus_00_dot_30 loc_bar_8_bar_1_bar_2_bar_30)
        (openable Drawer_bar__plus_02_dot_21_bar__plus_00_dot_79_bar__minus_00_dot_30)
        (receptacleType Drawer_bar__plus_02_dot_51_bar__plus_00_dot_79_bar__plus_01_dot_00 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_51_bar__plus_00_dot_79_bar__plus_01_dot_00 loc_bar_11_bar_1_bar_0_bar_30)
        (openable Drawer_bar__plus_02_dot_51_bar__plus_00_dot_79_bar__plus_01_dot_00)
        (receptacleType Drawer_bar__plus_02_dot_84_bar__plus_00_dot_79_bar__plus_01_dot_00 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_84_bar__plus_00_dot_79_bar__plus_01_dot_00 loc_bar_9_bar_2_bar_1_bar_30)
        (openable Drawer_bar__plus_02_dot_84_bar__plus_00_dot_79_bar__plus_01_dot_00)
        (receptacleType Drawer_bar__minus_00_dot_13_bar__plus_00_dot_79_bar__plus_01_dot_00 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_13_bar__plus_00_dot_79_bar__plus_01_dot_00 loc_bar__minus_2_bar_1_bar_0_bar_30)
        (openable Drawer_bar__minus_00_dot_13_bar__plus_00_dot_79_bar__plus_01_dot_00)
        (receptacleType Fridge_bar__plus_03_dot_04_bar__plus_00_dot_00_bar__minus_00_dot_71 FridgeType)
        (receptacleAtLocation Fridge_bar__plus_03_dot_04_bar__plus_00_dot_00_bar__minus_00_dot_71 loc_bar_12_bar_2_bar_2_bar_30)
        (openable Fridge_bar__plus_03_dot_04_bar__plus_00_dot_00_bar__minus_00_dot_71)
        (receptacleType GarbageCan_bar__minus_01_dot_99_bar__plus_00_dot_00_bar__plus_01_dot_36 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__minus_01_dot_99_bar__plus_00_dot_00_bar__plus_01_dot_36 loc_bar__minus_4_bar_4_bar_3_bar_30)
        (receptacleType Microwave_bar__plus_00_dot_53_bar__plus_01_dot_67_bar__plus_01_dot_44 MicrowaveType)
        (receptacleAtLocation Microwave_bar__plus_00_dot_53_bar__plus_01_dot_67_bar__plus_01_dot_44 loc_bar_2_bar_2_bar_0_bar_0)
        (openable Microwave_bar__plus_00_dot_53_bar__plus_01_dot_67_bar__plus_01_dot_44)
        (receptacleType Sink_bar__plus_00_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_65_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__plus_00_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_65_bar_SinkBasin loc_bar_1_bar_0_bar_2_bar_30)
        (receptacleType CoffeeMachine_bar__minus_00_dot_32_bar__plus_02_dot_08_bar__plus_00_dot_24 CoffeeMachineType)
        (receptacleAtLocation CoffeeMachine_bar__minus_00_dot_32_bar__plus_02_dot_08_bar__plus_00_dot_24 loc_bar__minus_1_bar_1_bar_3_bar_15)
        (receptacleType StoveBurner_bar__plus_01_dot_38_bar__plus_00_dot_46_bar__plus_00_dot_07 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar__plus_01_dot_38_bar__plus_00_dot_46_bar__plus_00_dot_07 loc_bar_6_bar_0_bar_2_bar_15)
        (receptacleType Toaster_bar__plus_01_dot_67_bar__plus_01_dot_07_bar__minus_00_dot_34 ToasterType)
        (receptacleAtLocation Toaster_bar__plus_01_dot_67_bar__plus_01_dot_07_bar__minus_00_dot_34 loc_bar_7_bar__minus_1_bar_0_bar_15)
        (objectType Mug_bar__plus_01_dot_44_bar__plus_01_dot_24_bar__minus_00_dot_73 MugType)
        (inReceptacle Mug_bar__plus_01_dot_44_bar__plus_01_dot_24_bar__minus_00_dot_73 CounterTop_bar__plus_01_dot_36_bar__plus_00_dot_95_bar__minus_00_dot_60)
        (objectAtLocation Mug_bar__plus_01_dot_44_bar__plus_01_dot_24_bar__minus_00_dot_73 loc_bar_4_bar_1_bar_2_bar_30)
        (cleanable Mug_bar__plus_01_dot_44_bar__plus_01_dot_24_bar__minus_00_dot_73)
        (heatable Mug_bar__plus_01_dot_44_bar__plus_01_dot_24_bar__minus_00_dot_73)
        (coolable Mug_bar__plus_01_dot_44_bar__plus_01_dot_24_bar__minus_00_dot_73)
        (pickupable Mug_bar__plus_01_dot_44_bar__plus_01_dot_24_bar__minus_00_dot_73)
        (isReceptacleObject Mug_bar__plus_01_dot_44_bar__plus_01_dot_24_bar__minus_00_dot_73)
        (objectType Egg_bar__minus_02_dot_14_bar__plus_00_dot_01_bar__plus_01_dot_45 EggType)
        (inReceptacle Egg_bar__minus_02_dot_14_bar__plus_00_dot_01_bar__plus_01_dot_45 GarbageCan_bar__minus_01_dot_99_bar__plus_00_dot_00_bar__plus_01_dot_36)
        (objectAtLocation Egg_bar__minus_02_dot_14_bar__plus_00_dot_01_bar__plus_01_dot_45 loc_bar__minus_4_bar_4_bar_3_bar_30)
        (cleanable Egg_bar__minus_02_dot_14_bar__plus_00_dot_01_bar__plus_01_dot_45)
        (heatable Egg_bar__minus_02_dot_14_bar__plus_00_dot_01_bar__plus_01_dot_45)
        (coolable Egg_bar__minus_02_dot_14_bar__plus_00_dot_01_bar__plus_01_dot_45)
        (sliceable Egg_bar__minus_02_dot_14_bar__plus_00_dot_01_bar__plus_01_dot_45)
        (pickupable Egg_bar__minus_02_dot_14_bar__plus_00_dot_01_bar__plus_01_dot_45)
        (objectType Bowl_bar__plus_00_dot_11_bar__plus_02_dot_10_bar__minus_00_dot_63 BowlType)
        (inReceptacle Bowl_bar__plus_00_dot_11_bar__plus_02_dot_10_bar__minus_00_dot_63 Cabinet_bar__plus_00_dot_36_bar__plus_02_dot_01_bar__minus_00_dot_61)
        (objectAtLocation Bowl_bar__plus_00_dot_11_bar__plus_02_dot_10_bar__minus_00_dot_63 loc_bar_1_bar_0_bar_2_bar__minus_30)
        (cleanable Bowl_bar__plus_00_dot_11_bar__plus_02_dot_10_bar__minus_00_dot_63)
        (coolable Bowl_bar__plus_00_dot_11_bar__plus_02_dot_10_bar__minus_00_dot_63)
        (pickupable Bowl_bar__plus_00_dot_11_bar__plus_02_dot_10_bar__minus_00_dot_63)
        (isReceptacleObject Bowl_bar__plus_00_dot_11_bar__plus_02_dot_10_bar__minus_00_dot_63)
        (objectType DishSponge_bar__minus_02_dot_20_bar__plus_00_dot_20_bar__plus_01_dot_23 DishSpongeType)
        (inReceptacle DishSponge_bar__minus_02_dot_20_bar__plus_00_dot_20_bar__plus_01_dot_23 GarbageCan_bar__minus_01_dot_99_bar__plus_00_dot_00_bar__plus_01_dot_36)
        (objectAtLocation DishSponge_bar__minus_02_dot_20_bar__plus_00_dot_20_bar__plus_01_dot_23 loc_bar__minus_4_bar_4_bar_3_bar_30)
        (cleanable DishSponge_bar__minus_02_dot_20_bar__plus_00_dot_20_bar__plus_01_dot_23)
        (pickupable DishSponge_bar__minus_02_dot_20_bar__plus_00_dot_20_bar__plus_01_dot_23)
        (objectType Lettuce_bar__minus_02_dot_21_bar__plus_00_dot_04_bar__plus_01_dot_33 LettuceType)
        (inReceptacle Lettuce_bar__minus_02_dot_21_bar__plus_00_dot_04_bar__plus_01_dot_33 GarbageCan_bar__minus_01_dot_99_bar__plus_00_dot_00_bar__plus_01_dot_36)
        (objectAtLocation Lettuce_bar__minus_02_dot_21_bar__plus_00_dot_04_bar__plus_01_dot_33 loc_bar__minus_4_bar_4_bar_3_bar_30)
        (cleanable Lettuce_bar__minus_02_dot_21_bar__plus_00_dot_04_bar__plus_01_dot_33)
        (coolable Lettuce_bar__minus_02_dot_21_bar__plus_00_dot_04_bar__plus_01_dot_33)
        (sliceable Lettuce_bar__minus_02_dot_21_bar__plus_00_dot_04_bar__plus_01_dot_33)
        (pickupable Lettuce_bar__minus_02_dot_21_bar__plus_00_dot_04_bar__plus_01_dot_33)
        (objectType Lettuce_bar__plus_00_dot_24_bar__plus_01_dot_10_bar__minus_00_dot_67 LettuceType)
        (inReceptacle Lettuce_bar__plus_00_dot_24_bar__plus_01_dot_10_bar__minus_00_dot_67 Sink_bar__plus_00_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_65_bar_SinkBasin)
        (objectAtLocation Lettuce_bar__plus_00_dot_24_bar__plus_01_dot_10_bar__minus_00_dot_67 loc_bar_1_bar_0_bar_2_bar_30)
        (cleanable Lettuce_bar__plus_00_dot_24_bar__plus_01_dot_10_bar__minus_00_dot_67)
        (coolable Lettuce_bar__plus_00_dot_24_bar__plus_01_dot_10_bar__minus_00_dot_67)
        (sliceable Lettuce_bar__plus_00_dot_24_bar__plus_01_dot_10_bar__minus_00_dot_67)
        (pickupable Lettuce_bar__plus_00_dot_24_bar__plus_01_dot_10_bar__minus_00_dot_67)
        (canContain CabinetType BowlType)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType MugType)
        (canContain CoffeeMachineType MugType)
        (canContain CounterTopType BowlType)
        (canContain CounterTopType DishSpongeType)
        (canContain CounterTopType EggType)
        (canContain CounterTopType LettuceType)
        (canContain CounterTopType MugType)
        (canContain DiningTableType BowlType)
        (canContain DiningTableType DishSpongeType)
        (canContain DiningTableType EggType)
        (canContain DiningTableType LettuceType)
        (canContain DiningTableType MugType)
        (canContain DrawerType DishSpongeType)
        (canContain FridgeType BowlType)
        (canContain FridgeType EggType)
        (canContain FridgeType LettuceType)
        (canContain FridgeType MugType)
        (canContain GarbageCanType DishSpongeType)
        (canContain GarbageCanType EggType)
        (canContain GarbageCanType LettuceType)
        (canContain MicrowaveType BowlType)
        (canContain MicrowaveType EggType)
        (canContain MicrowaveType MugType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType LettuceType)
        (canContain SinkBasinType MugType)
        (atLocation agent1 loc_bar_7_bar_2_bar_0_bar_30)
    )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o MugType)
                            (receptacleType ?r CabinetType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    