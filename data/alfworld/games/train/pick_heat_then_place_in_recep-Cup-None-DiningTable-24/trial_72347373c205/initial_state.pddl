(define (problem plan_trial_72347373c205)
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
        Cup_bar__plus_00_dot_69_bar__plus_01_dot_14_bar__plus_02_dot_66 - object
        Cup_bar__minus_01_dot_73_bar__plus_00_dot_84_bar__plus_04_dot_12 - object
        Cup_bar__minus_01_dot_92_bar__plus_00_dot_86_bar__plus_03_dot_86 - object
        ButterKnife_bar__minus_00_dot_69_bar__plus_00_dot_03_bar__plus_01_dot_48 - object
        ButterKnife_bar__plus_00_dot_98_bar__plus_00_dot_85_bar__plus_02_dot_14 - object
        Egg_bar__minus_02_dot_31_bar__plus_02_dot_17_bar__plus_02_dot_72 - object
        Plate_bar__minus_01_dot_76_bar__plus_00_dot_45_bar__plus_03_dot_42 - object
        Lettuce_bar__plus_00_dot_82_bar__plus_00_dot_86_bar__plus_02_dot_66 - object
        Lettuce_bar__minus_01_dot_86_bar__plus_00_dot_86_bar__plus_03_dot_87 - object
        Spatula_bar__minus_01_dot_75_bar__plus_01_dot_02_bar__plus_03_dot_67 - object
        Spatula_bar__plus_00_dot_97_bar__plus_00_dot_76_bar__plus_02_dot_56 - object
        Fork_bar__plus_00_dot_71_bar__plus_00_dot_99_bar__plus_02_dot_75 - object
        Fork_bar__minus_02_dot_28_bar__plus_00_dot_89_bar__plus_03_dot_90 - object
        Mug_bar__minus_02_dot_55_bar__plus_00_dot_89_bar__plus_01_dot_83 - object
        Cabinet_bar__plus_00_dot_58_bar__plus_00_dot_39_bar__plus_02_dot_36 - receptacle
        Cabinet_bar__plus_00_dot_58_bar__plus_00_dot_39_bar__plus_02_dot_69 - receptacle
        Cabinet_bar__minus_00_dot_42_bar__plus_00_dot_67_bar__plus_03_dot_74 - receptacle
        Cabinet_bar__minus_00_dot_42_bar__plus_01_dot_70_bar__plus_03_dot_74 - receptacle
        Cabinet_bar__minus_01_dot_10_bar__plus_01_dot_93_bar__plus_03_dot_73 - receptacle
        Cabinet_bar__minus_01_dot_14_bar__plus_00_dot_39_bar__plus_03_dot_52 - receptacle
        Cabinet_bar__minus_01_dot_96_bar__plus_01_dot_93_bar__plus_03_dot_73 - receptacle
        Cabinet_bar__minus_01_dot_97_bar__plus_00_dot_39_bar__plus_03_dot_52 - receptacle
        Cabinet_bar__minus_01_dot_98_bar__plus_01_dot_78_bar__plus_03_dot_73 - receptacle
        Cabinet_bar__minus_02_dot_38_bar__plus_00_dot_64_bar__plus_01_dot_68 - receptacle
        Cabinet_bar__minus_02_dot_38_bar__plus_01_dot_41_bar__plus_01_dot_68 - receptacle
        Cabinet_bar__minus_02_dot_38_bar__plus_01_dot_69_bar__plus_02_dot_57 - receptacle
        Cabinet_bar__minus_02_dot_38_bar__plus_01_dot_93_bar__plus_01_dot_69 - receptacle
        Cabinet_bar__minus_02_dot_38_bar__plus_02_dot_01_bar__plus_01_dot_06 - receptacle
        Cabinet_bar__minus_02_dot_38_bar__plus_02_dot_01_bar__plus_01_dot_69 - receptacle
        Cabinet_bar__minus_02_dot_38_bar__plus_02_dot_01_bar__plus_02_dot_56 - receptacle
        Cabinet_bar__minus_02_dot_38_bar__plus_02_dot_01_bar__plus_03_dot_18 - receptacle
        Cabinet_bar__minus_02_dot_43_bar__plus_00_dot_44_bar__plus_03_dot_17 - receptacle
        Cabinet_bar__minus_02_dot_43_bar__plus_00_dot_44_bar__plus_03_dot_42 - receptacle
        Cabinet_bar__minus_02_dot_62_bar__plus_01_dot_93_bar__plus_03_dot_73 - receptacle
        Cabinet_bar__minus_02_dot_95_bar__plus_01_dot_93_bar__plus_03_dot_73 - receptacle
        CounterTop_bar__plus_00_dot_86_bar__plus_00_dot_86_bar__plus_00_dot_98 - receptacle
        CounterTop_bar__plus_00_dot_86_bar__plus_00_dot_86_bar__plus_02_dot_37 - receptacle
        CounterTop_bar__minus_02_dot_08_bar__plus_00_dot_86_bar__plus_03_dot_80 - receptacle
        DiningTable_bar__minus_00_dot_88_bar__plus_00_dot_01_bar__plus_01_dot_32 - receptacle
        Drawer_bar__plus_00_dot_73_bar__plus_00_dot_70_bar__plus_00_dot_98 - receptacle
        Drawer_bar__plus_00_dot_73_bar__plus_00_dot_70_bar__plus_02_dot_20 - receptacle
        Drawer_bar__plus_00_dot_73_bar__plus_00_dot_70_bar__plus_02_dot_53 - receptacle
        Fridge_bar__minus_02_dot_64_bar__plus_00_dot_00_bar__plus_02_dot_13 - receptacle
        Microwave_bar__minus_01_dot_53_bar__plus_01_dot_25_bar__plus_03_dot_88 - receptacle
        Sink_bar__minus_01_dot_70_bar__plus_00_dot_73_bar__plus_03_dot_83_bar_SinkBasin - receptacle
        CoffeeMachine_bar__minus_02_dot_79_bar__plus_01_dot_16_bar__plus_02_dot_45 - receptacle
        GarbageCan_bar__minus_02_dot_56_bar__plus_01_dot_95_bar__plus_02_dot_95 - receptacle
        StoveBurner_bar__plus_00_dot_30_bar__plus_01_dot_42_bar__plus_01_dot_02 - receptacle
        Toaster_bar__minus_00_dot_26_bar__plus_01_dot_47_bar__plus_02_dot_02 - receptacle
        loc_bar__minus_10_bar_12_bar_2_bar_60 - location
        loc_bar__minus_11_bar_10_bar_0_bar_30 - location
        loc_bar__minus_1_bar_10_bar_1_bar_30 - location
        loc_bar__minus_1_bar_11_bar_1_bar_30 - location
        loc_bar__minus_1_bar_12_bar_1_bar_30 - location
        loc_bar__minus_1_bar_8_bar_1_bar_0 - location
        loc_bar__minus_3_bar_10_bar_0_bar_30 - location
        loc_bar__minus_3_bar_12_bar_0_bar_30 - location
        loc_bar__minus_3_bar_13_bar_0_bar_0 - location
        loc_bar__minus_4_bar_12_bar_2_bar_30 - location
        loc_bar__minus_4_bar_8_bar_2_bar_30 - location
        loc_bar__minus_5_bar_10_bar_0_bar_30 - location
        loc_bar__minus_5_bar_13_bar_0_bar__minus_30 - location
        loc_bar__minus_5_bar_13_bar_3_bar_0 - location
        loc_bar__minus_5_bar_13_bar_3_bar_30 - location
        loc_bar__minus_5_bar_8_bar_3_bar_30 - location
        loc_bar__minus_6_bar_12_bar_3_bar_30 - location
        loc_bar__minus_6_bar_13_bar_0_bar__minus_30 - location
        loc_bar__minus_6_bar_13_bar_0_bar_0 - location
        loc_bar__minus_6_bar_13_bar_0_bar_30 - location
        loc_bar__minus_6_bar_13_bar_3_bar_0 - location
        loc_bar__minus_6_bar_6_bar_3_bar__minus_30 - location
        loc_bar__minus_6_bar_9_bar_3_bar__minus_30 - location
        loc_bar__minus_7_bar_11_bar_0_bar_0 - location
        loc_bar__minus_7_bar_11_bar_3_bar__minus_30 - location
        loc_bar__minus_7_bar_12_bar_0_bar_30 - location
        loc_bar__minus_7_bar_12_bar_3_bar__minus_30 - location
        loc_bar__minus_7_bar_6_bar_3_bar__minus_30 - location
        loc_bar__minus_7_bar_6_bar_3_bar_30 - location
        loc_bar__minus_7_bar_7_bar_3_bar__minus_30 - location
        loc_bar__minus_7_bar_9_bar_3_bar_30 - location
        loc_bar_0_bar_12_bar_1_bar_30 - location
        loc_bar_0_bar_5_bar_1_bar_30 - location
        loc_bar_0_bar_7_bar_2_bar_30 - location
        loc_bar_1_bar_10_bar_1_bar_30 - location
        loc_bar_1_bar_4_bar_0_bar_45 - location
    )
(:init
        (receptacleType Cabinet_bar__plus_00_dot_58_bar__plus_00_dot_39_bar__plus_02_dot_36 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_58_bar__plus_00_dot_39_bar__plus_02_dot_36 loc_bar__minus_1_bar_11_bar_1_bar_30)
        (openable Cabinet_bar__plus_00_dot_58_bar__plus_00_dot_39_bar__plus_02_dot_36)
        (receptacleType Cabinet_bar__plus_00_dot_58_bar__plus_00_dot_39_bar__plus_02_dot_69 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_58_bar__plus_00_dot_39_bar__plus_02_dot_69 loc_bar__minus_1_bar_12_bar_1_bar_30)
        (openable Cabinet_bar__plus_00_dot_58_bar__plus_00_dot_39_bar__plus_02_dot_69)
        (receptacleType Cabinet_bar__minus_00_dot_42_bar__plus_00_dot_67_bar__plus_03_dot_74 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_42_bar__plus_00_dot_67_bar__plus_03_dot_74 loc_bar__minus_3_bar_12_bar_0_bar_30)
        (openable Cabinet_bar__minus_00_dot_42_bar__plus_00_dot_67_bar__plus_03_dot_74)
        (receptacleType Cabinet_bar__minus_00_dot_42_bar__plus_01_dot_70_bar__plus_03_dot_74 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_42_bar__plus_01_dot_70_bar__plus_03_dot_74 loc_bar__minus_3_bar_13_bar_0_bar_0)
        (openable Cabinet_bar__minus_00_dot_42_bar__plus_01_dot_70_bar__plus_03_dot_74)
        (receptacleType Cabinet_bar__minus_01_dot_10_bar__plus_01_dot_93_bar__plus_03_dot_73 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_10_bar__plus_01_dot_93_bar__plus_03_dot_73 loc_bar__minus_6_bar_13_bar_0_bar__minus_30)
        (openable Cabinet_bar__minus_01_dot_10_bar__plus_01_dot_93_bar__plus_03_dot_73)
        (receptacleType Cabinet_bar__minus_01_dot_14_bar__plus_00_dot_39_bar__plus_03_dot_52 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_14_bar__plus_00_dot_39_bar__plus_03_dot_52 loc_bar__minus_3_bar_10_bar_0_bar_30)
        (openable Cabinet_bar__minus_01_dot_14_bar__plus_00_dot_39_bar__plus_03_dot_52)
        (receptacleType Cabinet_bar__minus_01_dot_96_bar__plus_01_dot_93_bar__plus_03_dot_73 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_96_bar__plus_01_dot_93_bar__plus_03_dot_73 loc_bar__minus_5_bar_13_bar_0_bar__minus_30)
        (openable Cabinet_bar__minus_01_dot_96_bar__plus_01_dot_93_bar__plus_03_dot_73)
        (receptacleType Cabinet_bar__minus_01_dot_97_bar__plus_00_dot_39_bar__plus_03_dot_52 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_97_bar__plus_00_dot_39_bar__plus_03_dot_52 loc_bar__minus_5_bar_10_bar_0_bar_30)
        (openable Cabinet_bar__minus_01_dot_97_bar__plus_00_dot_39_bar__plus_03_dot_52)
        (receptacleType Cabinet_bar__minus_01_dot_98_bar__plus_01_dot_78_bar__plus_03_dot_73 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_98_bar__plus_01_dot_78_bar__plus_03_dot_73 loc_bar__minus_7_bar_11_bar_0_bar_0)
        (openable Cabinet_bar__minus_01_dot_98_bar__plus_01_dot_78_bar__plus_03_dot_73)
        (receptacleType Cabinet_bar__minus_02_dot_38_bar__plus_00_dot_64_bar__plus_01_dot_68 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_38_bar__plus_00_dot_64_bar__plus_01_dot_68 loc_bar__minus_5_bar_8_bar_3_bar_30)
        (openable Cabinet_bar__minus_02_dot_38_bar__plus_00_dot_64_bar__plus_01_dot_68)
        (receptacleType Cabinet_bar__minus_02_dot_38_bar__plus_01_dot_41_bar__plus_01_dot_68 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_38_bar__plus_01_dot_41_bar__plus_01_dot_68 loc_bar__minus_7_bar_6_bar_3_bar_30)
        (openable Cabinet_bar__minus_02_dot_38_bar__plus_01_dot_41_bar__plus_01_dot_68)
        (receptacleType Cabinet_bar__minus_02_dot_38_bar__plus_01_dot_69_bar__plus_02_dot_57 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_38_bar__plus_01_dot_69_bar__plus_02_dot_57 loc_bar__minus_7_bar_11_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_02_dot_38_bar__plus_01_dot_69_bar__plus_02_dot_57)
        (receptacleType Cabinet_bar__minus_02_dot_38_bar__plus_01_dot_93_bar__plus_01_dot_69 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_38_bar__plus_01_dot_93_bar__plus_01_dot_69 loc_bar__minus_7_bar_6_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_02_dot_38_bar__plus_01_dot_93_bar__plus_01_dot_69)
        (receptacleType Cabinet_bar__minus_02_dot_38_bar__plus_02_dot_01_bar__plus_01_dot_06 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_38_bar__plus_02_dot_01_bar__plus_01_dot_06 loc_bar__minus_6_bar_6_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_02_dot_38_bar__plus_02_dot_01_bar__plus_01_dot_06)
        (receptacleType Cabinet_bar__minus_02_dot_38_bar__plus_02_dot_01_bar__plus_01_dot_69 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_38_bar__plus_02_dot_01_bar__plus_01_dot_69 loc_bar__minus_7_bar_7_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_02_dot_38_bar__plus_02_dot_01_bar__plus_01_dot_69)
        (receptacleType Cabinet_bar__minus_02_dot_38_bar__plus_02_dot_01_bar__plus_02_dot_56 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_38_bar__plus_02_dot_01_bar__plus_02_dot_56 loc_bar__minus_6_bar_9_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_02_dot_38_bar__plus_02_dot_01_bar__plus_02_dot_56)
        (receptacleType Cabinet_bar__minus_02_dot_38_bar__plus_02_dot_01_bar__plus_03_dot_18 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_38_bar__plus_02_dot_01_bar__plus_03_dot_18 loc_bar__minus_7_bar_12_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_02_dot_38_bar__plus_02_dot_01_bar__plus_03_dot_18)
        (receptacleType Cabinet_bar__minus_02_dot_43_bar__plus_00_dot_44_bar__plus_03_dot_17 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_43_bar__plus_00_dot_44_bar__plus_03_dot_17 loc_bar__minus_5_bar_13_bar_3_bar_30)
        (openable Cabinet_bar__minus_02_dot_43_bar__plus_00_dot_44_bar__plus_03_dot_17)
        (receptacleType Cabinet_bar__minus_02_dot_43_bar__plus_00_dot_44_bar__plus_03_dot_42 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_43_bar__plus_00_dot_44_bar__plus_03_dot_42 loc_bar__minus_6_bar_12_bar_3_bar_30)
        (openable Cabinet_bar__minus_02_dot_43_bar__plus_00_dot_44_bar__plus_03_dot_42)
        (receptacleType Cabinet_bar__minus_02_dot_62_bar__plus_01_dot_93_bar__plus_03_dot_73 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_62_bar__plus_01_dot_93_bar__plus_03_dot_73 loc_bar__minus_6_bar_13_bar_3_bar_0)
        (openable Cabinet_bar__minus_02_dot_62_bar__plus_01_dot_93_bar__plus_03_dot_73)
        (receptacleType Cabinet_bar__minus_02_dot_95_bar__plus_01_dot_93_bar__plus_03_dot_73 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_95_bar__plus_01_dot_93_bar__plus_03_dot_73 loc_bar__minus_5_bar_13_bar_3_bar_0)
        (openable Cabinet_bar__minus_02_dot_95_bar__plus_01_dot_93_bar__plus_03_dot_73)
        (receptacleType CounterTop_bar__plus_00_dot_86_bar__plus_00_dot_86_bar__plus_00_dot_98 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_00_dot_86_bar__plus_00_dot_86_bar__plus_00_dot_98 loc_bar_0_bar_5_bar_1_bar_30)
        (receptacleType CounterTop_bar__plus_00_dot_86_bar__plus_00_dot_86_bar__plus_02_dot_37 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_00_dot_86_bar__plus_00_dot_86_bar__plus_02_dot_37 loc_bar_1_bar_10_bar_1_bar_30)
        (receptacleType CounterTop_bar__minus_02_dot_08_bar__plus_00_dot_86_bar__plus_03_dot_80 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_02_dot_08_bar__plus_00_dot_86_bar__plus_03_dot_80 loc_bar__minus_7_bar_12_bar_0_bar_30)
        (receptacleType DiningTable_bar__minus_00_dot_88_bar__plus_00_dot_01_bar__plus_01_dot_32 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_00_dot_88_bar__plus_00_dot_01_bar__plus_01_dot_32 loc_bar__minus_4_bar_8_bar_2_bar_30)
        (receptacleType Drawer_bar__plus_00_dot_73_bar__plus_00_dot_70_bar__plus_00_dot_98 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_73_bar__plus_00_dot_70_bar__plus_00_dot_98 loc_bar_0_bar_7_bar_2_bar_30)
        (openable Drawer_bar__plus_00_dot_73_bar__plus_00_dot_70_bar__plus_00_dot_98)
        (receptacleType Drawer_bar__plus_00_dot_73_bar__plus_00_dot_70_bar__plus_02_dot_20 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_73_bar__plus_00_dot_70_bar__plus_02_dot_20 loc_bar__minus_1_bar_10_bar_1_bar_30)
        (openable Drawer_bar__plus_00_dot_73_bar__plus_00_dot_70_bar__plus_02_dot_20)
        (receptacleType Drawer_bar__plus_00_dot_73_bar__plus_00_dot_70_bar__plus_02_dot_53 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_73_bar__plus_00_dot_70_bar__plus_02_dot_53 loc_bar_0_bar_12_bar_1_bar_30)
        (openable Drawer_bar__plus_00_dot_73_bar__plus_00_dot_70_bar__plus_02_dot_53)
        (receptacleType Fridge_bar__minus_02_dot_64_bar__plus_00_dot_00_bar__plus_02_dot_13 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_02_dot_64_bar__plus_00_dot_00_bar__plus_02_dot_13 loc_bar__minus_7_bar_9_bar_3_bar_30)
        (openable Fridge_bar__minus_02_dot_64_bar__plus_00_dot_00_bar__plus_02_dot_13)
        (receptacleType Microwave_bar__minus_01_dot_53_bar__plus_01_dot_25_bar__plus_03_dot_88 MicrowaveType)
        (receptacleAtLocation Microwave_bar__minus_01_dot_53_bar__plus_01_dot_25_bar__plus_03_dot_88 loc_bar__minus_6_bar_13_bar_0_bar_0)
        (openable Microwave_bar__minus_01_dot_53_bar__plus_01_dot_25_bar__plus_03_dot_88)
        (receptacleType Sink_bar__minus_01_dot_70_bar__plus_00_dot_73_bar__plus_03_dot_83_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_01_dot_70_bar__plus_00_dot_73_bar__plus_03_dot_83_bar_SinkBasin loc_bar__minus_6_bar_13_bar_0_bar_30)
        (receptacleType CoffeeMachine_bar__minus_02_dot_79_bar__plus_01_dot_16_bar__plus_02_dot_45 CoffeeMachineType)
        (receptacleAtLocation CoffeeMachine_bar__minus_02_dot_79_bar__plus_01_dot_16_bar__plus_02_dot_45 loc_bar__minus_11_bar_10_bar_0_bar_30)
        (receptacleType GarbageCan_bar__minus_02_dot_56_bar__plus_01_dot_95_bar__plus_02_dot_95 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__minus_02_dot_56_bar__plus_01_dot_95_bar__plus_02_dot_95 loc_bar__minus_10_bar_12_bar_2_bar_60)
        (receptacleType StoveBurner_bar__plus_00_dot_30_bar__plus_01_dot_42_bar__plus_01_dot_02 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar__plus_00_dot_30_bar__plus_01_dot_42_bar__plus_01_dot_02 loc_bar_1_bar_4_bar_0_bar_45)
        (receptacleType Toaster_bar__minus_00_dot_26_bar__plus_01_dot_47_bar__plus_02_dot_02 ToasterType)
        (receptacleAtLocation Toaster_bar__minus_00_dot_26_bar__plus_01_dot_47_bar__plus_02_dot_02 loc_bar__minus_1_bar_8_bar_1_bar_0)
        (objectType Cup_bar__plus_00_dot_69_bar__plus_01_dot_14_bar__plus_02_dot_66 CupType)
        (inReceptacle Cup_bar__plus_00_dot_69_bar__plus_01_dot_14_bar__plus_02_dot_66 CounterTop_bar__plus_00_dot_86_bar__plus_00_dot_86_bar__plus_02_dot_37)
        (objectAtLocation Cup_bar__plus_00_dot_69_bar__plus_01_dot_14_bar__plus_02_dot_66 loc_bar_1_bar_10_bar_1_bar_30)
        (cleanable Cup_bar__plus_00_dot_69_bar__plus_01_dot_14_bar__plus_02_dot_66)
        (heatable Cup_bar__plus_00_dot_69_bar__plus_01_dot_14_bar__plus_02_dot_66)
        (coolable Cup_bar__plus_00_dot_69_bar__plus_01_dot_14_bar__plus_02_dot_66)
        (pickupable Cup_bar__plus_00_dot_69_bar__plus_01_dot_14_bar__plus_02_dot_66)
        (isReceptacleObject Cup_bar__plus_00_dot_69_bar__plus_01_dot_14_bar__plus_02_dot_66)
        (objectType Cup_bar__minus_01_dot_73_bar__plus_00_dot_84_bar__plus_04_dot_12 CupType)
        (inReceptacle Cup_bar__minus_01_dot_73_bar__plus_00_dot_84_bar__plus_04_dot_12 Sink_bar__minus_01_dot_70_bar__plus_00_dot_73_bar__plus_03_dot_83_bar_SinkBasin)
        (objectAtLocation Cup_bar__minus_01_dot_73_bar__plus_00_dot_84_bar__plus_04_dot_12 loc_bar__minus_6_bar_13_bar_0_bar_30)
        (cleanable Cup_bar__minus_01_dot_73_bar__plus_00_dot_84_bar__plus_04_dot_12)
        (heatable Cup_bar__minus_01_dot_73_bar__plus_00_dot_84_bar__plus_04_dot_12)
        (coolable Cup_bar__minus_01_dot_73_bar__plus_00_dot_84_bar__plus_04_dot_12)
        (pickupable Cup_bar__minus_01_dot_73_bar__plus_00_dot_84_bar__plus_04_dot_12)
        (isReceptacleObject Cup_bar__minus_01_dot_73_bar__plus_00_dot_84_bar__plus_04_dot_12)
        (objectType Cup_bar__minus_01_dot_92_bar__plus_00_dot_86_bar__plus_03_dot_86 CupType)
        (inReceptacle Cup_bar__minus_01_dot_92_bar__plus_00_dot_86_bar__plus_03_dot_86 Sink_bar__minus_01_dot_70_bar__plus_00_dot_73_bar__plus_03_dot_83_bar_SinkBasin)
        (objectAtLocation Cup_bar__minus_01_dot_92_bar__plus_00_dot_86_bar__plus_03_dot_86 loc_bar__minus_6_bar_13_bar_0_bar_30)
        (cleanable Cup_bar__minus_01_dot_92_bar__plus_00_dot_86_bar__plus_03_dot_86)
        (heatable Cup_bar__minus_01_dot_92_bar__plus_00_dot_86_bar__plus_03_dot_86)
        (coolable Cup_bar__minus_01_dot_92_bar__plus_00_dot_86_bar__plus_03_dot_86)
        (pickupable Cup_bar__minus_01_dot_92_bar__plus_00_dot_86_bar__plus_03_dot_86)
        (isReceptacleObject Cup_bar__minus_01_dot_92_bar__plus_00_dot_86_bar__plus_03_dot_86)
        (objectType ButterKnife_bar__minus_00_dot_69_bar__plus_00_dot_03_bar__plus_01_dot_48 ButterKnifeType)
        (inReceptacle ButterKnife_bar__minus_00_dot_69_bar__plus_00_dot_03_bar__plus_01_dot_48 DiningTable_bar__minus_00_dot_88_bar__plus_00_dot_01_bar__plus_01_dot_32)
        (objectAtLocation ButterKnife_bar__minus_00_dot_69_bar__plus_00_dot_03_bar__plus_01_dot_48 loc_bar__minus_4_bar_8_bar_2_bar_30)
        (cleanable ButterKnife_bar__minus_00_dot_69_bar__plus_00_dot_03_bar__plus_01_dot_48)
        (pickupable ButterKnife_bar__minus_00_dot_69_bar__plus_00_dot_03_bar__plus_01_dot_48)
        (objectType ButterKnife_bar__plus_00_dot_98_bar__plus_00_dot_85_bar__plus_02_dot_14 ButterKnifeType)
        (inReceptacle ButterKnife_bar__plus_00_dot_98_bar__plus_00_dot_85_bar__plus_02_dot_14 Drawer_bar__plus_00_dot_73_bar__plus_00_dot_70_bar__plus_02_dot_20)
        (objectAtLocation ButterKnife_bar__plus_00_dot_98_bar__plus_00_dot_85_bar__plus_02_dot_14 loc_bar__minus_1_bar_10_bar_1_bar_30)
        (cleanable ButterKnife_bar__plus_00_dot_98_bar__plus_00_dot_85_bar__plus_02_dot_14)
        (pickupable ButterKnife_bar__plus_00_dot_98_bar__plus_00_dot_85_bar__plus_02_dot_14)
        (objectType Egg_bar__minus_02_dot_31_bar__plus_02_dot_17_bar__plus_02_dot_72 EggType)
        (inReceptacle Egg_bar__minus_02_dot_31_bar__plus_02_dot_17_bar__plus_02_dot_72 GarbageCan_bar__minus_02_dot_56_bar__plus_01_dot_95_bar__plus_02_dot_95)
        (objectAtLocation Egg_bar__minus_02_dot_31_bar__plus_02_dot_17_bar__plus_02_dot_72 loc_bar__minus_10_bar_12_bar_2_bar_60)
        (cleanable Egg_bar__minus_02_dot_31_bar__plus_02_dot_17_bar__plus_02_dot_72)
        (heatable Egg_bar__minus_02_dot_31_bar__plus_02_dot_17_bar__plus_02_dot_72)
        (coolable Egg_bar__minus_02_dot_31_bar__plus_02_dot_17_bar__plus_02_dot_72)
        (sliceable Egg_bar__minus_02_dot_31_bar__plus_02_dot_17_bar__plus_02_dot_72)
        (pickupable Egg_bar__minus_02_dot_31_bar__plus_02_dot_17_bar__plus_02_dot_72)
        (objectType Plate_bar__minus_01_dot_76_bar__plus_00_dot_45_bar__plus_03_dot_42 PlateType)
        (inReceptacle Plate_bar__minus_01_dot_76_bar__plus_00_dot_45_bar__plus_03_dot_42 Cabinet_bar__minus_01_dot_97_bar__plus_00_dot_39_bar__plus_03_dot_52)
        (objectAtLocation Plate_bar__minus_01_dot_76_bar__plus_00_dot_45_bar__plus_03_dot_42 loc_bar__minus_5_bar_10_bar_0_bar_30)
        (cleanable Plate_bar__minus_01_dot_76_bar__plus_00_dot_45_bar__plus_03_dot_42)
        (heatable Plate_bar__minus_01_dot_76_bar__plus_00_dot_45_bar__plus_03_dot_42)
        (coolable Plate_bar__minus_01_dot_76_bar__plus_00_dot_45_bar__plus_03_dot_42)
        (pickupable Plate_bar__minus_01_dot_76_bar__plus_00_dot_45_bar__plus_03_dot_42)
        (isReceptacleObject Plate_bar__minus_01_dot_76_bar__plus_00_dot_45_bar__plus_03_dot_42)
        (objectType Lettuce_bar__plus_00_dot_82_bar__plus_00_dot_86_bar__plus_02_dot_66 LettuceType)
        (inReceptacle Lettuce_bar__plus_00_dot_82_bar__plus_00_dot_86_bar__plus_02_dot_66 CounterTop_bar__plus_00_dot_86_bar__plus_00_dot_86_bar__plus_02_dot_37)
        (objectAtLocation Lettuce_bar__plus_00_dot_82_bar__plus_00_dot_86_bar__plus_02_dot_66 loc_bar_1_bar_10_bar_1_bar_30)
        (cleanable Lettuce_bar__plus_00_dot_82_bar__plus_00_dot_86_bar__plus_02_dot_66)
        (coolable Lettuce_bar__plus_00_dot_82_bar__plus_00_dot_86_bar__plus_02_dot_66)
        (sliceable Lettuce_bar__plus_00_dot_82_bar__plus_00_dot_86_bar__plus_02_dot_66)
        (pickupable Lettuce_bar__plus_00_dot_82_bar__plus_00_dot_86_bar__plus_02_dot_66)
        (objectType Lettuce_bar__minus_01_dot_86_bar__plus_00_dot_86_bar__plus_03_dot_87 LettuceType)
        (inReceptacle Lettuce_bar__minus_01_dot_86_bar__plus_00_dot_86_bar__plus_03_dot_87 CounterTop_bar__minus_02_dot_08_bar__plus_00_dot_86_bar__plus_03_dot_80)
        (objectAtLocation Lettuce_bar__minus_01_dot_86_bar__plus_00_dot_86_bar__plus_03_dot_87 loc_bar__minus_7_bar_12_bar_0_bar_30)
        (cleanable Lettuce_bar__minus_01_dot_86_bar__plus_00_dot_86_bar__plus_03_dot_87)
        (coolable Lettuce_bar__minus_01_dot_86_bar__plus_00_dot_86_bar__plus_03_dot_87)
        (sliceable Lettuce_bar__minus_01_dot_86_bar__plus_00_dot_86_bar__plus_03_dot_87)
        (pickupable Lettuce_bar__minus_01_dot_86_bar__plus_00_dot_86_bar__plus_03_dot_87)
        (objectType Spatula_bar__minus_01_dot_75_bar__plus_01_dot_02_bar__plus_03_dot_67 SpatulaType)
        (inReceptacle Spatula_bar__minus_01_dot_75_bar__plus_01_dot_02_bar__plus_03_dot_67 Sink_bar__minus_01_dot_70_bar__plus_00_dot_73_bar__plus_03_dot_83_bar_SinkBasin)
        (objectAtLocation Spatula_bar__minus_01_dot_75_bar__plus_01_dot_02_bar__plus_03_dot_67 loc_bar__minus_6_bar_13_bar_0_bar_30)
        (cleanable Spatula_bar__minus_01_dot_75_bar__plus_01_dot_02_bar__plus_03_dot_67)
        (pickupable Spatula_bar__minus_01_dot_75_bar__plus_01_dot_02_bar__plus_03_dot_67)
        (objectType Spatula_bar__plus_00_dot_97_bar__plus_00_dot_76_bar__plus_02_dot_56 SpatulaType)
        (inReceptacle Spatula_bar__plus_00_dot_97_bar__plus_00_dot_76_bar__plus_02_dot_56 Drawer_bar__plus_00_dot_73_bar__plus_00_dot_70_bar__plus_02_dot_53)
        (objectAtLocation Spatula_bar__plus_00_dot_97_bar__plus_00_dot_76_bar__plus_02_dot_56 loc_bar_0_bar_12_bar_1_bar_30)
        (cleanable Spatula_bar__plus_00_dot_97_bar__plus_00_dot_76_bar__plus_02_dot_56)
        (pickupable Spatula_bar__plus_00_dot_97_bar__plus_00_dot_76_bar__plus_02_dot_56)
        (objectType Fork_bar__plus_00_dot_71_bar__plus_00_dot_99_bar__plus_02_dot_75 ForkType)
        (inReceptacle Fork_bar__plus_00_dot_71_bar__plus_00_dot_99_bar__plus_02_dot_75 Drawer_bar__plus_00_dot_73_bar__plus_00_dot_70_bar__plus_02_dot_53)
        (objectAtLocation Fork_bar__plus_00_dot_71_bar__plus_00_dot_99_bar__plus_02_dot_75 loc_bar_0_bar_12_bar_1_bar_30)
        (cleanable Fork_bar__plus_00_dot_71_bar__plus_00_dot_99_bar__plus_02_dot_75)
        (pickupable Fork_bar__plus_00_dot_71_bar__plus_00_dot_99_bar__plus_02_dot_75)
        (objectType Fork_bar__minus_02_dot_28_bar__plus_00_dot_89_bar__plus_03_dot_90 ForkType)
        (inReceptacle Fork_bar__minus_02_dot_28_bar__plus_00_dot_89_bar__plus_03_dot_90 CounterTop_bar__minus_02_dot_08_bar__plus_00_dot_86_bar__plus_03_dot_80)
        (objectAtLocation Fork_bar__minus_02_dot_28_bar__plus_00_dot_89_bar__plus_03_dot_90 loc_bar__minus_7_bar_12_bar_0_bar_30)
        (cleanable Fork_bar__minus_02_dot_28_bar__plus_00_dot_89_bar__plus_03_dot_90)
        (pickupable Fork_bar__minus_02_dot_28_bar__plus_00_dot_89_bar__plus_03_dot_90)
        (objectType Mug_bar__minus_02_dot_55_bar__plus_00_dot_89_bar__plus_01_dot_83 MugType)
        (inReceptacle Mug_bar__minus_02_dot_55_bar__plus_00_dot_89_bar__plus_01_dot_83 Cabinet_bar__minus_02_dot_38_bar__plus_00_dot_64_bar__plus_01_dot_68)
        (objectAtLocation Mug_bar__minus_02_dot_55_bar__plus_00_dot_89_bar__plus_01_dot_83 loc_bar__minus_5_bar_8_bar_3_bar_30)
        (cleanable Mug_bar__minus_02_dot_55_bar__plus_00_dot_89_bar__plus_01_dot_83)
        (heatable Mug_bar__minus_02_dot_55_bar__plus_00_dot_89_bar__plus_01_dot_83)
        (coolable Mug_bar__minus_02_dot_55_bar__plus_00_dot_89_bar__plus_01_dot_83)
        (pickupable Mug_bar__minus_02_dot_55_bar__plus_00_dot_89_bar__plus_01_dot_83)
        (isReceptacleObject Mug_bar__minus_02_dot_55_bar__plus_00_dot_89_bar__plus_01_dot_83)
        (canContain CabinetType CupType)
        (canContain CabinetType MugType)
        (canContain CabinetType PlateType)
        (canContain CoffeeMachineType MugType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType CupType)
        (canContain CounterTopType EggType)
        (canContain CounterTopType ForkType)
        (canContain CounterTopType LettuceType)
        (canContain CounterTopType MugType)
        (canContain CounterTopType PlateType)
        (canContain CounterTopType SpatulaType)
        (canContain DiningTableType ButterKnifeType)
        (canContain DiningTableType CupType)
        (canContain DiningTableType EggType)
        (canContain DiningTableType ForkType)
        (canContain DiningTableType LettuceType)
        (canContain DiningTableType MugType)
        (canContain DiningTableType PlateType)
        (canContain DiningTableType SpatulaType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType ForkType)
        (canContain DrawerType SpatulaType)
        (canContain FridgeType CupType)
        (canContain FridgeType EggType)
        (canContain FridgeType LettuceType)
        (canContain FridgeType MugType)
        (canContain FridgeType PlateType)
        (canContain GarbageCanType EggType)
        (canContain GarbageCanType LettuceType)
        (canContain MicrowaveType CupType)
        (canContain MicrowaveType EggType)
        (canContain MicrowaveType MugType)
        (canContain MicrowaveType PlateType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType CupType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType ForkType)
        (canContain SinkBasinType LettuceType)
        (canContain SinkBasinType MugType)
        (canContain SinkBasinType PlateType)
        (canContain SinkBasinType SpatulaType)
        (atLocation agent1 loc_bar__minus_4_bar_12_bar_2_bar_30)
    )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o CupType)
                            (receptacleType ?r DiningTableType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    