(define (problem plan_trial_d6e6eeae77ae)
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
        ButterKnife_bar__minus_00_dot_96_bar__plus_00_dot_18_bar__plus_01_dot_37 - object
        ButterKnife_bar__plus_00_dot_87_bar__plus_00_dot_83_bar__plus_02_dot_51 - object
        ButterKnife_bar__plus_00_dot_62_bar__plus_00_dot_98_bar__plus_02_dot_20 - object
        SoapBottle_bar__minus_00_dot_85_bar__plus_02_dot_08_bar__plus_03_dot_77 - object
        Apple_bar__minus_02_dot_13_bar__plus_01_dot_12_bar__plus_03_dot_90 - object
        Apple_bar__minus_01_dot_26_bar__plus_01_dot_27_bar__plus_03_dot_77 - object
        Bread_bar__plus_00_dot_56_bar__plus_01_dot_09_bar__plus_02_dot_08 - object
        Spatula_bar__plus_00_dot_73_bar__plus_00_dot_90_bar__plus_02_dot_31 - object
        Spatula_bar__minus_01_dot_72_bar__plus_00_dot_89_bar__plus_03_dot_93 - object
        PepperShaker_bar__minus_02_dot_55_bar__plus_01_dot_70_bar__plus_02_dot_87 - object
        Fork_bar__plus_00_dot_57_bar__plus_00_dot_81_bar__plus_02_dot_10 - object
        Pot_bar__minus_02_dot_02_bar__plus_02_dot_01_bar__plus_03_dot_97 - object
        Pot_bar__plus_00_dot_42_bar__plus_00_dot_58_bar__plus_02_dot_86 - object
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
        (objectType ButterKnife_bar__minus_00_dot_96_bar__plus_00_dot_18_bar__plus_01_dot_37 ButterKnifeType)
        (inReceptacle ButterKnife_bar__minus_00_dot_96_bar__plus_00_dot_18_bar__plus_01_dot_37 DiningTable_bar__minus_00_dot_88_bar__plus_00_dot_01_bar__plus_01_dot_32)
        (objectAtLocation ButterKnife_bar__minus_00_dot_96_bar__plus_00_dot_18_bar__plus_01_dot_37 loc_bar__minus_4_bar_8_bar_2_bar_30)
        (cleanable ButterKnife_bar__minus_00_dot_96_bar__plus_00_dot_18_bar__plus_01_dot_37)
        (pickupable ButterKnife_bar__minus_00_dot_96_bar__plus_00_dot_18_bar__plus_01_dot_37)
        (objectType ButterKnife_bar__plus_00_dot_87_bar__plus_00_dot_83_bar__plus_02_dot_51 ButterKnifeType)
        (inReceptacle ButterKnife_bar__plus_00_dot_87_bar__plus_00_dot_83_bar__plus_02_dot_51 Drawer_bar__plus_00_dot_73_bar__plus_00_dot_70_bar__plus_02_dot_53)
        (objectAtLocation ButterKnife_bar__plus_00_dot_87_bar__plus_00_dot_83_bar__plus_02_dot_51 loc_bar_0_bar_12_bar_1_bar_30)
        (cleanable ButterKnife_bar__plus_00_dot_87_bar__plus_00_dot_83_bar__plus_02_dot_51)
        (pickupable ButterKnife_bar__plus_00_dot_87_bar__plus_00_dot_83_bar__plus_02_dot_51)
        (objectType ButterKnife_bar__plus_00_dot_62_bar__plus_00_dot_98_bar__plus_02_dot_20 ButterKnifeType)
        (inReceptacle ButterKnife_bar__plus_00_dot_62_bar__plus_00_dot_98_bar__plus_02_dot_20 Drawer_bar__plus_00_dot_73_bar__plus_00_dot_70_bar__plus_02_dot_20)
        (objectAtLocation ButterKnife_bar__plus_00_dot_62_bar__plus_00_dot_98_bar__plus_02_dot_20 loc_bar__minus_1_bar_10_bar_1_bar_30)
        (cleanable ButterKnife_bar__plus_00_dot_62_bar__plus_00_dot_98_bar__plus_02_dot_20)
        (pickupable ButterKnife_bar__plus_00_dot_62_bar__plus_00_dot_98_bar__plus_02_dot_20)
        (objectType SoapBottle_bar__minus_00_dot_85_bar__plus_02_dot_08_bar__plus_03_dot_77 SoapBottleType)
        (inReceptacle SoapBottle_bar__minus_00_dot_85_bar__plus_02_dot_08_bar__plus_03_dot_77 Cabinet_bar__minus_01_dot_10_bar__plus_01_dot_93_bar__plus_03_dot_73)
        (objectAtLocation SoapBottle_bar__minus_00_dot_85_bar__plus_02_dot_08_bar__plus_03_dot_77 loc_bar__minus_6_bar_13_bar_0_bar__minus_30)
        (pickupable SoapBottle_bar__minus_00_dot_85_bar__plus_02_dot_08_bar__plus_03_dot_77)
        (objectType Apple_bar__minus_02_dot_13_bar__plus_01_dot_12_bar__plus_03_dot_90 AppleType)
        (inReceptacle Apple_bar__minus_02_dot_13_bar__plus_01_dot_12_bar__plus_03_dot_90 CounterTop_bar__minus_02_dot_08_bar__plus_00_dot_86_bar__plus_03_dot_80)
        (objectAtLocation Apple_bar__minus_02_dot_13_bar__plus_01_dot_12_bar__plus_03_dot_90 loc_bar__minus_7_bar_12_bar_0_bar_30)
        (cleanable Apple_bar__minus_02_dot_13_bar__plus_01_dot_12_bar__plus_03_dot_90)
        (heatable Apple_bar__minus_02_dot_13_bar__plus_01_dot_12_bar__plus_03_dot_90)
        (coolable Apple_bar__minus_02_dot_13_bar__plus_01_dot_12_bar__plus_03_dot_90)
        (sliceable Apple_bar__minus_02_dot_13_bar__plus_01_dot_12_bar__plus_03_dot_90)
        (pickupable Apple_bar__minus_02_dot_13_bar__plus_01_dot_12_bar__plus_03_dot_90)
        (objectType Apple_bar__minus_01_dot_26_bar__plus_01_dot_27_bar__plus_03_dot_77 AppleType)
        (inReceptacle Apple_bar__minus_01_dot_26_bar__plus_01_dot_27_bar__plus_03_dot_77 Microwave_bar__minus_01_dot_53_bar__plus_01_dot_25_bar__plus_03_dot_88)
        (objectAtLocation Apple_bar__minus_01_dot_26_bar__plus_01_dot_27_bar__plus_03_dot_77 loc_bar__minus_6_bar_13_bar_0_bar_0)
        (cleanable Apple_bar__minus_01_dot_26_bar__plus_01_dot_27_bar__plus_03_dot_77)
        (heatable Apple_bar__minus_01_dot_26_bar__plus_01_dot_27_bar__plus_03_dot_77)
        (coolable Apple_bar__minus_01_dot_26_bar__plus_01_dot_27_bar__plus_03_dot_77)
        (sliceable Apple_bar__minus_01_dot_26_bar__plus_01_dot_27_bar__plus_03_dot_77)
        (pickupable Apple_bar__minus_01_dot_26_bar__plus_01_dot_27_bar__plus_03_dot_77)
        (objectType Bread_bar__plus_00_dot_56_bar__plus_01_dot_09_bar__plus_02_dot_08 BreadType)
        (inReceptacle Bread_bar__plus_00_dot_56_bar__plus_01_dot_09_bar__plus_02_dot_08 CounterTop_bar__plus_00_dot_86_bar__plus_00_dot_86_bar__plus_02_dot_37)
        (objectAtLocation Bread_bar__plus_00_dot_56_bar__plus_01_dot_09_bar__plus_02_dot_08 loc_bar_1_bar_10_bar_1_bar_30)
        (heatable Bread_bar__plus_00_dot_56_bar__plus_01_dot_09_bar__plus_02_dot_08)
        (coolable Bread_bar__plus_00_dot_56_bar__plus_01_dot_09_bar__plus_02_dot_08)
        (sliceable Bread_bar__plus_00_dot_56_bar__plus_01_dot_09_bar__plus_02_dot_08)
        (pickupable Bread_bar__plus_00_dot_56_bar__plus_01_dot_09_bar__plus_02_dot_08)
        (objectType Spatula_bar__plus_00_dot_73_bar__plus_00_dot_90_bar__plus_02_dot_31 SpatulaType)
        (inReceptacle Spatula_bar__plus_00_dot_73_bar__plus_00_dot_90_bar__plus_02_dot_31 CounterTop_bar__plus_00_dot_86_bar__plus_00_dot_86_bar__plus_02_dot_37)
        (objectAtLocation Spatula_bar__plus_00_dot_73_bar__plus_00_dot_90_bar__plus_02_dot_31 loc_bar_1_bar_10_bar_1_bar_30)
        (cleanable Spatula_bar__plus_00_dot_73_bar__plus_00_dot_90_bar__plus_02_dot_31)
        (pickupable Spatula_bar__plus_00_dot_73_bar__plus_00_dot_90_bar__plus_02_dot_31)
        (objectType Spatula_bar__minus_01_dot_72_bar__plus_00_dot_89_bar__plus_03_dot_93 SpatulaType)
        (inReceptacle Spatula_bar__minus_01_dot_72_bar__plus_00_dot_89_bar__plus_03_dot_93 Sink_bar__minus_01_dot_70_bar__plus_00_dot_73_bar__plus_03_dot_83_bar_SinkBasin)
        (objectAtLocation Spatula_bar__minus_01_dot_72_bar__plus_00_dot_89_bar__plus_03_dot_93 loc_bar__minus_6_bar_13_bar_0_bar_30)
        (cleanable Spatula_bar__minus_01_dot_72_bar__plus_00_dot_89_bar__plus_03_dot_93)
        (pickupable Spatula_bar__minus_01_dot_72_bar__plus_00_dot_89_bar__plus_03_dot_93)
        (objectType PepperShaker_bar__minus_02_dot_55_bar__plus_01_dot_70_bar__plus_02_dot_87 PepperShakerType)
        (inReceptacle PepperShaker_bar__minus_02_dot_55_bar__plus_01_dot_70_bar__plus_02_dot_87 Cabinet_bar__minus_02_dot_38_bar__plus_01_dot_69_bar__plus_02_dot_57)
        (objectAtLocation PepperShaker_bar__minus_02_dot_55_bar__plus_01_dot_70_bar__plus_02_dot_87 loc_bar__minus_7_bar_11_bar_3_bar__minus_30)
        (pickupable PepperShaker_bar__minus_02_dot_55_bar__plus_01_dot_70_bar__plus_02_dot_87)
        (objectType Fork_bar__plus_00_dot_57_bar__plus_00_dot_81_bar__plus_02_dot_10 ForkType)
        (inReceptacle Fork_bar__plus_00_dot_57_bar__plus_00_dot_81_bar__plus_02_dot_10 Drawer_bar__plus_00_dot_73_bar__plus_00_dot_70_bar__plus_02_dot_20)
        (objectAtLocation Fork_bar__plus_00_dot_57_bar__plus_00_dot_81_bar__plus_02_dot_10 loc_bar__minus_1_bar_10_bar_1_bar_30)
        (cleanable Fork_bar__plus_00_dot_57_bar__plus_00_dot_81_bar__plus_02_dot_10)
        (pickupable Fork_bar__plus_00_dot_57_bar__plus_00_dot_81_bar__plus_02_dot_10)
        (objectType Pot_bar__minus_02_dot_02_bar__plus_02_dot_01_bar__plus_03_dot_97 PotType)
        (inReceptacle Pot_bar__minus_02_dot_02_bar__plus_02_dot_01_bar__plus_03_dot_97 Cabinet_bar__minus_01_dot_98_bar__plus_01_dot_78_bar__plus_03_dot_73)
        (objectAtLocation Pot_bar__minus_02_dot_02_bar__plus_02_dot_01_bar__plus_03_dot_97 loc_bar__minus_7_bar_11_bar_0_bar_0)
        (cleanable Pot_bar__minus_02_dot_02_bar__plus_02_dot_01_bar__plus_03_dot_97)
        (coolable Pot_bar__minus_02_dot_02_bar__plus_02_dot_01_bar__plus_03_dot_97)
        (pickupable Pot_bar__minus_02_dot_02_bar__plus_02_dot_01_bar__plus_03_dot_97)
        (isReceptacleObject Pot_bar__minus_02_dot_02_bar__plus_02_dot_01_bar__plus_03_dot_97)
        (objectType Pot_bar__plus_00_dot_42_bar__plus_00_dot_58_bar__plus_02_dot_86 PotType)
        (inReceptacle Pot_bar__plus_00_dot_42_bar__plus_00_dot_58_bar__plus_02_dot_86 Cabinet_bar__plus_00_dot_58_bar__plus_00_dot_39_bar__plus_02_dot_69)
        (objectAtLocation Pot_bar__plus_00_dot_42_bar__plus_00_dot_58_bar__plus_02_dot_86 loc_bar__minus_1_bar_12_bar_1_bar_30)
        (cleanable Pot_bar__plus_00_dot_42_bar__plus_00_dot_58_bar__plus_02_dot_86)
        (coolable Pot_bar__plus_00_dot_42_bar__plus_00_dot_58_bar__plus_02_dot_86)
        (pickupable Pot_bar__plus_00_dot_42_bar__plus_00_dot_58_bar__plus_02_dot_86)
        (isReceptacleObject Pot_bar__plus_00_dot_42_bar__plus_00_dot_58_bar__plus_02_dot_86)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType PotType)
        (canContain CabinetType SoapBottleType)
        (canContain CounterTopType AppleType)
        (canContain CounterTopType BreadType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType ForkType)
        (canContain CounterTopType PepperShakerType)
        (canContain CounterTopType PotType)
        (canContain CounterTopType SoapBottleType)
        (canContain CounterTopType SpatulaType)
        (canContain DiningTableType AppleType)
        (canContain DiningTableType BreadType)
        (canContain DiningTableType ButterKnifeType)
        (canContain DiningTableType ForkType)
        (canContain DiningTableType PepperShakerType)
        (canContain DiningTableType PotType)
        (canContain DiningTableType SoapBottleType)
        (canContain DiningTableType SpatulaType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType ForkType)
        (canContain DrawerType PepperShakerType)
        (canContain DrawerType SoapBottleType)
        (canContain DrawerType SpatulaType)
        (canContain FridgeType AppleType)
        (canContain FridgeType BreadType)
        (canContain FridgeType PotType)
        (canContain GarbageCanType AppleType)
        (canContain GarbageCanType BreadType)
        (canContain GarbageCanType SoapBottleType)
        (canContain MicrowaveType AppleType)
        (canContain MicrowaveType BreadType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType ForkType)
        (canContain SinkBasinType PotType)
        (canContain SinkBasinType SpatulaType)
        (canContain StoveBurnerType PotType)
        (atLocation agent1 loc_bar__minus_4_bar_12_bar_2_bar_30)
    )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o ButterKnifeType)
                            (receptacleType ?r CounterTopType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    