(define (problem plan_trial_4f4f0f0b2c2a)
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
        Cup_bar__plus_01_dot_07_bar__plus_01_dot_10_bar__plus_00_dot_89 - object
        SaltShaker_bar__minus_02_dot_57_bar__plus_00_dot_61_bar__plus_03_dot_25 - object
        Pot_bar__minus_02_dot_16_bar__plus_02_dot_27_bar__plus_02_dot_44 - object
        Spoon_bar__minus_00_dot_79_bar__plus_00_dot_14_bar__plus_01_dot_26 - object
        Spoon_bar__plus_00_dot_97_bar__plus_00_dot_88_bar__plus_02_dot_47 - object
        Knife_bar__plus_00_dot_95_bar__plus_00_dot_93_bar__plus_02_dot_40 - object
        Knife_bar__minus_00_dot_70_bar__plus_00_dot_10_bar__plus_01_dot_18 - object
        Mug_bar__minus_02_dot_67_bar__plus_02_dot_03_bar__plus_01_dot_43 - object
        Mug_bar__minus_02_dot_34_bar__plus_01_dot_14_bar__plus_03_dot_55 - object
        Bowl_bar__minus_02_dot_60_bar__plus_02_dot_08_bar__plus_00_dot_97 - object
        Bowl_bar__minus_02_dot_21_bar__plus_00_dot_74_bar__plus_03_dot_38 - object
        Lettuce_bar__plus_00_dot_56_bar__plus_00_dot_97_bar__plus_00_dot_74 - object
        Lettuce_bar__minus_00_dot_65_bar__plus_00_dot_04_bar__plus_01_dot_40 - object
        SoapBottle_bar__minus_00_dot_80_bar__plus_00_dot_23_bar__plus_01_dot_21 - object
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
        (objectType Cup_bar__plus_01_dot_07_bar__plus_01_dot_10_bar__plus_00_dot_89 CupType)
        (inReceptacle Cup_bar__plus_01_dot_07_bar__plus_01_dot_10_bar__plus_00_dot_89 CounterTop_bar__plus_00_dot_86_bar__plus_00_dot_86_bar__plus_00_dot_98)
        (objectAtLocation Cup_bar__plus_01_dot_07_bar__plus_01_dot_10_bar__plus_00_dot_89 loc_bar_0_bar_5_bar_1_bar_30)
        (cleanable Cup_bar__plus_01_dot_07_bar__plus_01_dot_10_bar__plus_00_dot_89)
        (heatable Cup_bar__plus_01_dot_07_bar__plus_01_dot_10_bar__plus_00_dot_89)
        (coolable Cup_bar__plus_01_dot_07_bar__plus_01_dot_10_bar__plus_00_dot_89)
        (pickupable Cup_bar__plus_01_dot_07_bar__plus_01_dot_10_bar__plus_00_dot_89)
        (isReceptacleObject Cup_bar__plus_01_dot_07_bar__plus_01_dot_10_bar__plus_00_dot_89)
        (objectType SaltShaker_bar__minus_02_dot_57_bar__plus_00_dot_61_bar__plus_03_dot_25 SaltShakerType)
        (inReceptacle SaltShaker_bar__minus_02_dot_57_bar__plus_00_dot_61_bar__plus_03_dot_25 Cabinet_bar__minus_02_dot_43_bar__plus_00_dot_44_bar__plus_03_dot_17)
        (objectAtLocation SaltShaker_bar__minus_02_dot_57_bar__plus_00_dot_61_bar__plus_03_dot_25 loc_bar__minus_5_bar_13_bar_3_bar_30)
        (pickupable SaltShaker_bar__minus_02_dot_57_bar__plus_00_dot_61_bar__plus_03_dot_25)
        (objectType Pot_bar__minus_02_dot_16_bar__plus_02_dot_27_bar__plus_02_dot_44 PotType)
        (inReceptacle Pot_bar__minus_02_dot_16_bar__plus_02_dot_27_bar__plus_02_dot_44 Cabinet_bar__minus_02_dot_38_bar__plus_02_dot_01_bar__plus_02_dot_56)
        (objectAtLocation Pot_bar__minus_02_dot_16_bar__plus_02_dot_27_bar__plus_02_dot_44 loc_bar__minus_6_bar_9_bar_3_bar__minus_30)
        (cleanable Pot_bar__minus_02_dot_16_bar__plus_02_dot_27_bar__plus_02_dot_44)
        (coolable Pot_bar__minus_02_dot_16_bar__plus_02_dot_27_bar__plus_02_dot_44)
        (pickupable Pot_bar__minus_02_dot_16_bar__plus_02_dot_27_bar__plus_02_dot_44)
        (isReceptacleObject Pot_bar__minus_02_dot_16_bar__plus_02_dot_27_bar__plus_02_dot_44)
        (objectType Spoon_bar__minus_00_dot_79_bar__plus_00_dot_14_bar__plus_01_dot_26 SpoonType)
        (inReceptacle Spoon_bar__minus_00_dot_79_bar__plus_00_dot_14_bar__plus_01_dot_26 DiningTable_bar__minus_00_dot_88_bar__plus_00_dot_01_bar__plus_01_dot_32)
        (objectAtLocation Spoon_bar__minus_00_dot_79_bar__plus_00_dot_14_bar__plus_01_dot_26 loc_bar__minus_4_bar_8_bar_2_bar_30)
        (cleanable Spoon_bar__minus_00_dot_79_bar__plus_00_dot_14_bar__plus_01_dot_26)
        (pickupable Spoon_bar__minus_00_dot_79_bar__plus_00_dot_14_bar__plus_01_dot_26)
        (objectType Spoon_bar__plus_00_dot_97_bar__plus_00_dot_88_bar__plus_02_dot_47 SpoonType)
        (inReceptacle Spoon_bar__plus_00_dot_97_bar__plus_00_dot_88_bar__plus_02_dot_47 Drawer_bar__plus_00_dot_73_bar__plus_00_dot_70_bar__plus_02_dot_20)
        (objectAtLocation Spoon_bar__plus_00_dot_97_bar__plus_00_dot_88_bar__plus_02_dot_47 loc_bar__minus_1_bar_10_bar_1_bar_30)
        (cleanable Spoon_bar__plus_00_dot_97_bar__plus_00_dot_88_bar__plus_02_dot_47)
        (pickupable Spoon_bar__plus_00_dot_97_bar__plus_00_dot_88_bar__plus_02_dot_47)
        (objectType Knife_bar__plus_00_dot_95_bar__plus_00_dot_93_bar__plus_02_dot_40 KnifeType)
        (inReceptacle Knife_bar__plus_00_dot_95_bar__plus_00_dot_93_bar__plus_02_dot_40 CounterTop_bar__plus_00_dot_86_bar__plus_00_dot_86_bar__plus_02_dot_37)
        (objectAtLocation Knife_bar__plus_00_dot_95_bar__plus_00_dot_93_bar__plus_02_dot_40 loc_bar_1_bar_10_bar_1_bar_30)
        (cleanable Knife_bar__plus_00_dot_95_bar__plus_00_dot_93_bar__plus_02_dot_40)
        (pickupable Knife_bar__plus_00_dot_95_bar__plus_00_dot_93_bar__plus_02_dot_40)
        (objectType Knife_bar__minus_00_dot_70_bar__plus_00_dot_10_bar__plus_01_dot_18 KnifeType)
        (inReceptacle Knife_bar__minus_00_dot_70_bar__plus_00_dot_10_bar__plus_01_dot_18 DiningTable_bar__minus_00_dot_88_bar__plus_00_dot_01_bar__plus_01_dot_32)
        (objectAtLocation Knife_bar__minus_00_dot_70_bar__plus_00_dot_10_bar__plus_01_dot_18 loc_bar__minus_4_bar_8_bar_2_bar_30)
        (cleanable Knife_bar__minus_00_dot_70_bar__plus_00_dot_10_bar__plus_01_dot_18)
        (pickupable Knife_bar__minus_00_dot_70_bar__plus_00_dot_10_bar__plus_01_dot_18)
        (objectType Mug_bar__minus_02_dot_67_bar__plus_02_dot_03_bar__plus_01_dot_43 MugType)
        (inReceptacle Mug_bar__minus_02_dot_67_bar__plus_02_dot_03_bar__plus_01_dot_43 Cabinet_bar__minus_02_dot_38_bar__plus_01_dot_93_bar__plus_01_dot_69)
        (objectAtLocation Mug_bar__minus_02_dot_67_bar__plus_02_dot_03_bar__plus_01_dot_43 loc_bar__minus_7_bar_6_bar_3_bar__minus_30)
        (cleanable Mug_bar__minus_02_dot_67_bar__plus_02_dot_03_bar__plus_01_dot_43)
        (heatable Mug_bar__minus_02_dot_67_bar__plus_02_dot_03_bar__plus_01_dot_43)
        (coolable Mug_bar__minus_02_dot_67_bar__plus_02_dot_03_bar__plus_01_dot_43)
        (pickupable Mug_bar__minus_02_dot_67_bar__plus_02_dot_03_bar__plus_01_dot_43)
        (isReceptacleObject Mug_bar__minus_02_dot_67_bar__plus_02_dot_03_bar__plus_01_dot_43)
        (objectType Mug_bar__minus_02_dot_34_bar__plus_01_dot_14_bar__plus_03_dot_55 MugType)
        (inReceptacle Mug_bar__minus_02_dot_34_bar__plus_01_dot_14_bar__plus_03_dot_55 CounterTop_bar__minus_02_dot_08_bar__plus_00_dot_86_bar__plus_03_dot_80)
        (objectAtLocation Mug_bar__minus_02_dot_34_bar__plus_01_dot_14_bar__plus_03_dot_55 loc_bar__minus_7_bar_12_bar_0_bar_30)
        (cleanable Mug_bar__minus_02_dot_34_bar__plus_01_dot_14_bar__plus_03_dot_55)
        (heatable Mug_bar__minus_02_dot_34_bar__plus_01_dot_14_bar__plus_03_dot_55)
        (coolable Mug_bar__minus_02_dot_34_bar__plus_01_dot_14_bar__plus_03_dot_55)
        (pickupable Mug_bar__minus_02_dot_34_bar__plus_01_dot_14_bar__plus_03_dot_55)
        (isReceptacleObject Mug_bar__minus_02_dot_34_bar__plus_01_dot_14_bar__plus_03_dot_55)
        (objectType Bowl_bar__minus_02_dot_60_bar__plus_02_dot_08_bar__plus_00_dot_97 BowlType)
        (inReceptacle Bowl_bar__minus_02_dot_60_bar__plus_02_dot_08_bar__plus_00_dot_97 Cabinet_bar__minus_02_dot_38_bar__plus_02_dot_01_bar__plus_01_dot_06)
        (objectAtLocation Bowl_bar__minus_02_dot_60_bar__plus_02_dot_08_bar__plus_00_dot_97 loc_bar__minus_6_bar_6_bar_3_bar__minus_30)
        (cleanable Bowl_bar__minus_02_dot_60_bar__plus_02_dot_08_bar__plus_00_dot_97)
        (coolable Bowl_bar__minus_02_dot_60_bar__plus_02_dot_08_bar__plus_00_dot_97)
        (pickupable Bowl_bar__minus_02_dot_60_bar__plus_02_dot_08_bar__plus_00_dot_97)
        (isReceptacleObject Bowl_bar__minus_02_dot_60_bar__plus_02_dot_08_bar__plus_00_dot_97)
        (objectType Bowl_bar__minus_02_dot_21_bar__plus_00_dot_74_bar__plus_03_dot_38 BowlType)
        (inReceptacle Bowl_bar__minus_02_dot_21_bar__plus_00_dot_74_bar__plus_03_dot_38 Cabinet_bar__minus_02_dot_43_bar__plus_00_dot_44_bar__plus_03_dot_17)
        (objectAtLocation Bowl_bar__minus_02_dot_21_bar__plus_00_dot_74_bar__plus_03_dot_38 loc_bar__minus_5_bar_13_bar_3_bar_30)
        (cleanable Bowl_bar__minus_02_dot_21_bar__plus_00_dot_74_bar__plus_03_dot_38)
        (coolable Bowl_bar__minus_02_dot_21_bar__plus_00_dot_74_bar__plus_03_dot_38)
        (pickupable Bowl_bar__minus_02_dot_21_bar__plus_00_dot_74_bar__plus_03_dot_38)
        (isReceptacleObject Bowl_bar__minus_02_dot_21_bar__plus_00_dot_74_bar__plus_03_dot_38)
        (objectType Lettuce_bar__plus_00_dot_56_bar__plus_00_dot_97_bar__plus_00_dot_74 LettuceType)
        (inReceptacle Lettuce_bar__plus_00_dot_56_bar__plus_00_dot_97_bar__plus_00_dot_74 CounterTop_bar__plus_00_dot_86_bar__plus_00_dot_86_bar__plus_00_dot_98)
        (objectAtLocation Lettuce_bar__plus_00_dot_56_bar__plus_00_dot_97_bar__plus_00_dot_74 loc_bar_0_bar_5_bar_1_bar_30)
        (cleanable Lettuce_bar__plus_00_dot_56_bar__plus_00_dot_97_bar__plus_00_dot_74)
        (coolable Lettuce_bar__plus_00_dot_56_bar__plus_00_dot_97_bar__plus_00_dot_74)
        (sliceable Lettuce_bar__plus_00_dot_56_bar__plus_00_dot_97_bar__plus_00_dot_74)
        (pickupable Lettuce_bar__plus_00_dot_56_bar__plus_00_dot_97_bar__plus_00_dot_74)
        (objectType Lettuce_bar__minus_00_dot_65_bar__plus_00_dot_04_bar__plus_01_dot_40 LettuceType)
        (inReceptacle Lettuce_bar__minus_00_dot_65_bar__plus_00_dot_04_bar__plus_01_dot_40 DiningTable_bar__minus_00_dot_88_bar__plus_00_dot_01_bar__plus_01_dot_32)
        (objectAtLocation Lettuce_bar__minus_00_dot_65_bar__plus_00_dot_04_bar__plus_01_dot_40 loc_bar__minus_4_bar_8_bar_2_bar_30)
        (cleanable Lettuce_bar__minus_00_dot_65_bar__plus_00_dot_04_bar__plus_01_dot_40)
        (coolable Lettuce_bar__minus_00_dot_65_bar__plus_00_dot_04_bar__plus_01_dot_40)
        (sliceable Lettuce_bar__minus_00_dot_65_bar__plus_00_dot_04_bar__plus_01_dot_40)
        (pickupable Lettuce_bar__minus_00_dot_65_bar__plus_00_dot_04_bar__plus_01_dot_40)
        (objectType SoapBottle_bar__minus_00_dot_80_bar__plus_00_dot_23_bar__plus_01_dot_21 SoapBottleType)
        (inReceptacle SoapBottle_bar__minus_00_dot_80_bar__plus_00_dot_23_bar__plus_01_dot_21 DiningTable_bar__minus_00_dot_88_bar__plus_00_dot_01_bar__plus_01_dot_32)
        (objectAtLocation SoapBottle_bar__minus_00_dot_80_bar__plus_00_dot_23_bar__plus_01_dot_21 loc_bar__minus_4_bar_8_bar_2_bar_30)
        (pickupable SoapBottle_bar__minus_00_dot_80_bar__plus_00_dot_23_bar__plus_01_dot_21)
        (canContain CabinetType BowlType)
        (canContain CabinetType CupType)
        (canContain CabinetType MugType)
        (canContain CabinetType PotType)
        (canContain CabinetType SaltShakerType)
        (canContain CabinetType SoapBottleType)
        (canContain CoffeeMachineType MugType)
        (canContain CounterTopType BowlType)
        (canContain CounterTopType CupType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType LettuceType)
        (canContain CounterTopType MugType)
        (canContain CounterTopType PotType)
        (canContain CounterTopType SaltShakerType)
        (canContain CounterTopType SoapBottleType)
        (canContain CounterTopType SpoonType)
        (canContain DiningTableType BowlType)
        (canContain DiningTableType CupType)
        (canContain DiningTableType KnifeType)
        (canContain DiningTableType LettuceType)
        (canContain DiningTableType MugType)
        (canContain DiningTableType PotType)
        (canContain DiningTableType SaltShakerType)
        (canContain DiningTableType SoapBottleType)
        (canContain DiningTableType SpoonType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType SaltShakerType)
        (canContain DrawerType SoapBottleType)
        (canContain DrawerType SpoonType)
        (canContain FridgeType BowlType)
        (canContain FridgeType CupType)
        (canContain FridgeType LettuceType)
        (canContain FridgeType MugType)
        (canContain FridgeType PotType)
        (canContain GarbageCanType LettuceType)
        (canContain GarbageCanType SoapBottleType)
        (canContain MicrowaveType BowlType)
        (canContain MicrowaveType CupType)
        (canContain MicrowaveType MugType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType CupType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType LettuceType)
        (canContain SinkBasinType MugType)
        (canContain SinkBasinType PotType)
        (canContain SinkBasinType SpoonType)
        (canContain StoveBurnerType PotType)
        (atLocation agent1 loc_bar__minus_4_bar_12_bar_2_bar_30)
    )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o CupType)
                            (receptacleType ?r CabinetType)
                        )
                    )
                )
            )
        )
    )
    