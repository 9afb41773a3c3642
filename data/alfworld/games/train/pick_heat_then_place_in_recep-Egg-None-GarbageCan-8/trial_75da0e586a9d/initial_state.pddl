(define (problem plan_trial_75da0e586a9d)
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
        Egg_bar__plus_01_dot_79_bar__plus_01_dot_49_bar__minus_00_dot_52 - object
        Egg_bar__plus_01_dot_48_bar__plus_01_dot_33_bar__minus_00_dot_68 - object
        Egg_bar__minus_02_dot_34_bar__plus_01_dot_10_bar__plus_00_dot_06 - object
        Cup_bar__plus_01_dot_32_bar__plus_01_dot_28_bar__minus_00_dot_73 - object
        Cup_bar__plus_00_dot_27_bar__plus_02_dot_09_bar__minus_01_dot_80 - object
        Bread_bar__plus_01_dot_55_bar__plus_00_dot_07_bar__plus_00_dot_89 - object
        Bread_bar__plus_01_dot_37_bar__plus_00_dot_22_bar__plus_01_dot_85 - object
        Pan_bar__minus_01_dot_40_bar__plus_02_dot_20_bar__minus_01_dot_86 - object
        SaltShaker_bar__plus_00_dot_88_bar__plus_00_dot_89_bar__plus_00_dot_68 - object
        Cabinet_bar__plus_00_dot_49_bar__plus_02_dot_06_bar__minus_01_dot_69 - receptacle
        Cabinet_bar__plus_00_dot_83_bar__plus_00_dot_40_bar__minus_01_dot_39 - receptacle
        Cabinet_bar__plus_00_dot_86_bar__plus_00_dot_40_bar__plus_00_dot_67 - receptacle
        Cabinet_bar__plus_00_dot_86_bar__plus_00_dot_40_bar__minus_00_dot_55 - receptacle
        Cabinet_bar__plus_00_dot_86_bar__plus_00_dot_40_bar__minus_01_dot_37 - receptacle
        Cabinet_bar__plus_01_dot_16_bar__plus_02_dot_06_bar__minus_00_dot_34 - receptacle
        Cabinet_bar__plus_01_dot_16_bar__plus_02_dot_06_bar__minus_01_dot_02 - receptacle
        Cabinet_bar__minus_00_dot_19_bar__plus_02_dot_06_bar__minus_01_dot_69 - receptacle
        Cabinet_bar__minus_00_dot_20_bar__plus_00_dot_40_bar__minus_01_dot_39 - receptacle
        Cabinet_bar__minus_00_dot_24_bar__plus_00_dot_40_bar__minus_01_dot_39 - receptacle
        Cabinet_bar__minus_00_dot_69_bar__plus_00_dot_75_bar__minus_01_dot_39 - receptacle
        Cabinet_bar__minus_00_dot_82_bar__plus_00_dot_40_bar__minus_01_dot_39 - receptacle
        Cabinet_bar__minus_00_dot_82_bar__plus_02_dot_06_bar__minus_01_dot_69 - receptacle
        Cabinet_bar__minus_00_dot_87_bar__plus_02_dot_01_bar__minus_01_dot_69 - receptacle
        Cabinet_bar__minus_01_dot_61_bar__plus_02_dot_01_bar__minus_01_dot_69 - receptacle
        Cabinet_bar__minus_01_dot_66_bar__plus_02_dot_06_bar__minus_01_dot_68 - receptacle
        Cabinet_bar__minus_01_dot_67_bar__plus_00_dot_40_bar__minus_01_dot_39 - receptacle
        Cabinet_bar__minus_02_dot_24_bar__plus_00_dot_40_bar__minus_01_dot_39 - receptacle
        CounterTop_bar__plus_01_dot_17_bar__plus_00_dot_95_bar__minus_00_dot_65 - receptacle
        CounterTop_bar__plus_01_dot_50_bar__plus_01_dot_20_bar__minus_00_dot_66 - receptacle
        CounterTop_bar__minus_01_dot_97_bar__plus_00_dot_95_bar__minus_01_dot_71 - receptacle
        CounterTop_bar__minus_02_dot_10_bar__plus_00_dot_95_bar__plus_00_dot_29 - receptacle
        Drawer_bar__plus_00_dot_59_bar__plus_00_dot_75_bar__minus_01_dot_39 - receptacle
        Drawer_bar__plus_00_dot_86_bar__plus_00_dot_75_bar__plus_00_dot_43 - receptacle
        Drawer_bar__plus_00_dot_86_bar__plus_00_dot_75_bar__minus_00_dot_70 - receptacle
        Drawer_bar__plus_00_dot_87_bar__plus_00_dot_75_bar__minus_01_dot_14 - receptacle
        Drawer_bar__minus_00_dot_38_bar__plus_00_dot_75_bar__minus_01_dot_39 - receptacle
        Drawer_bar__minus_01_dot_80_bar__plus_00_dot_75_bar__minus_01_dot_39 - receptacle
        Drawer_bar__minus_02_dot_11_bar__plus_00_dot_75_bar__minus_01_dot_39 - receptacle
        Fridge_bar__plus_01_dot_42_bar__plus_00_dot_00_bar__plus_02_dot_10 - receptacle
        GarbageCan_bar__plus_01_dot_38_bar__plus_00_dot_00_bar__plus_01_dot_08 - receptacle
        Microwave_bar__plus_01_dot_42_bar__plus_01_dot_15_bar__plus_00_dot_02 - receptacle
        Sink_bar__plus_00_dot_16_bar__plus_00_dot_82_bar__minus_01_dot_80_bar_SinkBasin - receptacle
        CoffeeMachine_bar__plus_00_dot_26_bar__plus_00_dot_53_bar__plus_01_dot_12 - receptacle
        StoveBurner_bar__plus_00_dot_43_bar__plus_01_dot_22_bar__minus_00_dot_08 - receptacle
        Toaster_bar__plus_01_dot_44_bar__plus_01_dot_20_bar__plus_01_dot_24 - receptacle
        loc_bar__minus_1_bar__minus_2_bar_2_bar_30 - location
        loc_bar__minus_1_bar__minus_4_bar_1_bar_30 - location
        loc_bar__minus_1_bar__minus_4_bar_2_bar_30 - location
        loc_bar__minus_2_bar__minus_4_bar_2_bar__minus_30 - location
        loc_bar__minus_3_bar__minus_2_bar_2_bar_30 - location
        loc_bar__minus_4_bar__minus_2_bar_2_bar_0 - location
        loc_bar__minus_4_bar__minus_3_bar_2_bar_30 - location
        loc_bar__minus_4_bar__minus_4_bar_1_bar_30 - location
        loc_bar__minus_5_bar__minus_2_bar_2_bar_0 - location
        loc_bar__minus_5_bar__minus_2_bar_2_bar_30 - location
        loc_bar__minus_5_bar__minus_4_bar_3_bar_30 - location
        loc_bar__minus_6_bar__minus_2_bar_2_bar_30 - location
        loc_bar__minus_6_bar__minus_4_bar_3_bar_30 - location
        loc_bar__minus_8_bar__minus_2_bar_0_bar_30 - location
        loc_bar__minus_8_bar__minus_4_bar_2_bar__minus_30 - location
        loc_bar__minus_8_bar__minus_4_bar_2_bar_30 - location
        loc_bar_0_bar__minus_1_bar_1_bar_30 - location
        loc_bar_0_bar__minus_3_bar_1_bar_30 - location
        loc_bar_0_bar_0_bar_1_bar_30 - location
        loc_bar_0_bar_3_bar_1_bar_30 - location
        loc_bar_1_bar__minus_2_bar_2_bar_30 - location
        loc_bar_1_bar__minus_3_bar_1_bar_30 - location
        loc_bar_1_bar__minus_4_bar_1_bar__minus_30 - location
        loc_bar_1_bar__minus_4_bar_1_bar_30 - location
        loc_bar_1_bar__minus_4_bar_2_bar__minus_30 - location
        loc_bar_1_bar_1_bar_1_bar_30 - location
        loc_bar_1_bar_4_bar_3_bar_60 - location
        loc_bar_1_bar_7_bar_1_bar_30 - location
        loc_bar_2_bar__minus_2_bar_2_bar_30 - location
        loc_bar_2_bar__minus_3_bar_1_bar__minus_30 - location
        loc_bar_2_bar__minus_3_bar_2_bar__minus_30 - location
        loc_bar_2_bar__minus_4_bar_1_bar_0 - location
        loc_bar_2_bar__minus_4_bar_1_bar_30 - location
        loc_bar_2_bar_0_bar_1_bar_15 - location
        loc_bar_2_bar_0_bar_1_bar_30 - location
        loc_bar_2_bar_9_bar_1_bar_0 - location
        loc_bar_6_bar_5_bar_0_bar_30 - location
    )
(:init
        (receptacleType Cabinet_bar__plus_00_dot_49_bar__plus_02_dot_06_bar__minus_01_dot_69 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_49_bar__plus_02_dot_06_bar__minus_01_dot_69 loc_bar_2_bar__minus_3_bar_2_bar__minus_30)
        (openable Cabinet_bar__plus_00_dot_49_bar__plus_02_dot_06_bar__minus_01_dot_69)
        (receptacleType Cabinet_bar__plus_00_dot_83_bar__plus_00_dot_40_bar__minus_01_dot_39 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_83_bar__plus_00_dot_40_bar__minus_01_dot_39 loc_bar_1_bar__minus_2_bar_2_bar_30)
        (openable Cabinet_bar__plus_00_dot_83_bar__plus_00_dot_40_bar__minus_01_dot_39)
        (receptacleType Cabinet_bar__plus_00_dot_86_bar__plus_00_dot_40_bar__plus_00_dot_67 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_86_bar__plus_00_dot_40_bar__plus_00_dot_67 loc_bar_0_bar_0_bar_1_bar_30)
        (openable Cabinet_bar__plus_00_dot_86_bar__plus_00_dot_40_bar__plus_00_dot_67)
        (receptacleType Cabinet_bar__plus_00_dot_86_bar__plus_00_dot_40_bar__minus_00_dot_55 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_86_bar__plus_00_dot_40_bar__minus_00_dot_55 loc_bar_0_bar__minus_1_bar_1_bar_30)
        (openable Cabinet_bar__plus_00_dot_86_bar__plus_00_dot_40_bar__minus_00_dot_55)
        (receptacleType Cabinet_bar__plus_00_dot_86_bar__plus_00_dot_40_bar__minus_01_dot_37 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_86_bar__plus_00_dot_40_bar__minus_01_dot_37 loc_bar_0_bar__minus_3_bar_1_bar_30)
        (openable Cabinet_bar__plus_00_dot_86_bar__plus_00_dot_40_bar__minus_01_dot_37)
        (receptacleType Cabinet_bar__plus_01_dot_16_bar__plus_02_dot_06_bar__minus_00_dot_34 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_16_bar__plus_02_dot_06_bar__minus_00_dot_34 loc_bar_2_bar__minus_3_bar_1_bar__minus_30)
        (openable Cabinet_bar__plus_01_dot_16_bar__plus_02_dot_06_bar__minus_00_dot_34)
        (receptacleType Cabinet_bar__plus_01_dot_16_bar__plus_02_dot_06_bar__minus_01_dot_02 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_16_bar__plus_02_dot_06_bar__minus_01_dot_02 loc_bar_1_bar__minus_4_bar_1_bar__minus_30)
        (openable Cabinet_bar__plus_01_dot_16_bar__plus_02_dot_06_bar__minus_01_dot_02)
        (receptacleType Cabinet_bar__minus_00_dot_19_bar__plus_02_dot_06_bar__minus_01_dot_69 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_19_bar__plus_02_dot_06_bar__minus_01_dot_69 loc_bar_1_bar__minus_4_bar_2_bar__minus_30)
        (openable Cabinet_bar__minus_00_dot_19_bar__plus_02_dot_06_bar__minus_01_dot_69)
        (receptacleType Cabinet_bar__minus_00_dot_20_bar__plus_00_dot_40_bar__minus_01_dot_39 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_20_bar__plus_00_dot_40_bar__minus_01_dot_39 loc_bar_2_bar__minus_2_bar_2_bar_30)
        (openable Cabinet_bar__minus_00_dot_20_bar__plus_00_dot_40_bar__minus_01_dot_39)
        (receptacleType Cabinet_bar__minus_00_dot_24_bar__plus_00_dot_40_bar__minus_01_dot_39 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_24_bar__plus_00_dot_40_bar__minus_01_dot_39 loc_bar__minus_3_bar__minus_2_bar_2_bar_30)
        (openable Cabinet_bar__minus_00_dot_24_bar__plus_00_dot_40_bar__minus_01_dot_39)
        (receptacleType Cabinet_bar__minus_00_dot_69_bar__plus_00_dot_75_bar__minus_01_dot_39 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_69_bar__plus_00_dot_75_bar__minus_01_dot_39 loc_bar__minus_4_bar__minus_3_bar_2_bar_30)
        (openable Cabinet_bar__minus_00_dot_69_bar__plus_00_dot_75_bar__minus_01_dot_39)
        (receptacleType Cabinet_bar__minus_00_dot_82_bar__plus_00_dot_40_bar__minus_01_dot_39 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_82_bar__plus_00_dot_40_bar__minus_01_dot_39 loc_bar__minus_1_bar__minus_2_bar_2_bar_30)
        (openable Cabinet_bar__minus_00_dot_82_bar__plus_00_dot_40_bar__minus_01_dot_39)
        (receptacleType Cabinet_bar__minus_00_dot_82_bar__plus_02_dot_06_bar__minus_01_dot_69 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_82_bar__plus_02_dot_06_bar__minus_01_dot_69 loc_bar__minus_2_bar__minus_4_bar_2_bar__minus_30)
        (openable Cabinet_bar__minus_00_dot_82_bar__plus_02_dot_06_bar__minus_01_dot_69)
        (receptacleType Cabinet_bar__minus_00_dot_87_bar__plus_02_dot_01_bar__minus_01_dot_69 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_87_bar__plus_02_dot_01_bar__minus_01_dot_69 loc_bar__minus_5_bar__minus_2_bar_2_bar_0)
        (openable Cabinet_bar__minus_00_dot_87_bar__plus_02_dot_01_bar__minus_01_dot_69)
        (receptacleType Cabinet_bar__minus_01_dot_61_bar__plus_02_dot_01_bar__minus_01_dot_69 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_61_bar__plus_02_dot_01_bar__minus_01_dot_69 loc_bar__minus_4_bar__minus_2_bar_2_bar_0)
        (openable Cabinet_bar__minus_01_dot_61_bar__plus_02_dot_01_bar__minus_01_dot_69)
        (receptacleType Cabinet_bar__minus_01_dot_66_bar__plus_02_dot_06_bar__minus_01_dot_68 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_66_bar__plus_02_dot_06_bar__minus_01_dot_68 loc_bar__minus_8_bar__minus_4_bar_2_bar__minus_30)
        (openable Cabinet_bar__minus_01_dot_66_bar__plus_02_dot_06_bar__minus_01_dot_68)
        (receptacleType Cabinet_bar__minus_01_dot_67_bar__plus_00_dot_40_bar__minus_01_dot_39 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_67_bar__plus_00_dot_40_bar__minus_01_dot_39 loc_bar__minus_6_bar__minus_2_bar_2_bar_30)
        (openable Cabinet_bar__minus_01_dot_67_bar__plus_00_dot_40_bar__minus_01_dot_39)
        (receptacleType Cabinet_bar__minus_02_dot_24_bar__plus_00_dot_40_bar__minus_01_dot_39 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_24_bar__plus_00_dot_40_bar__minus_01_dot_39 loc_bar__minus_5_bar__minus_2_bar_2_bar_30)
        (openable Cabinet_bar__minus_02_dot_24_bar__plus_00_dot_40_bar__minus_01_dot_39)
        (receptacleType CounterTop_bar__plus_01_dot_17_bar__plus_00_dot_95_bar__minus_00_dot_65 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_17_bar__plus_00_dot_95_bar__minus_00_dot_65 loc_bar_2_bar__minus_4_bar_1_bar_30)
        (receptacleType CounterTop_bar__plus_01_dot_50_bar__plus_01_dot_20_bar__minus_00_dot_66 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_50_bar__plus_01_dot_20_bar__minus_00_dot_66 loc_bar_2_bar__minus_4_bar_1_bar_0)
        (receptacleType CounterTop_bar__minus_01_dot_97_bar__plus_00_dot_95_bar__minus_01_dot_71 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_01_dot_97_bar__plus_00_dot_95_bar__minus_01_dot_71 loc_bar__minus_8_bar__minus_4_bar_2_bar_30)
        (receptacleType CounterTop_bar__minus_02_dot_10_bar__plus_00_dot_95_bar__plus_00_dot_29 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_02_dot_10_bar__plus_00_dot_95_bar__plus_00_dot_29 loc_bar__minus_8_bar__minus_2_bar_0_bar_30)
        (receptacleType Drawer_bar__plus_00_dot_59_bar__plus_00_dot_75_bar__minus_01_dot_39 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_59_bar__plus_00_dot_75_bar__minus_01_dot_39 loc_bar__minus_1_bar__minus_4_bar_1_bar_30)
        (openable Drawer_bar__plus_00_dot_59_bar__plus_00_dot_75_bar__minus_01_dot_39)
        (receptacleType Drawer_bar__plus_00_dot_86_bar__plus_00_dot_75_bar__plus_00_dot_43 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_86_bar__plus_00_dot_75_bar__plus_00_dot_43 loc_bar_1_bar_1_bar_1_bar_30)
        (openable Drawer_bar__plus_00_dot_86_bar__plus_00_dot_75_bar__plus_00_dot_43)
        (receptacleType Drawer_bar__plus_00_dot_86_bar__plus_00_dot_75_bar__minus_00_dot_70 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_86_bar__plus_00_dot_75_bar__minus_00_dot_70 loc_bar_1_bar__minus_4_bar_1_bar_30)
        (openable Drawer_bar__plus_00_dot_86_bar__plus_00_dot_75_bar__minus_00_dot_70)
        (receptacleType Drawer_bar__plus_00_dot_87_bar__plus_00_dot_75_bar__minus_01_dot_14 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_87_bar__plus_00_dot_75_bar__minus_01_dot_14 loc_bar_1_bar__minus_3_bar_1_bar_30)
        (openable Drawer_bar__plus_00_dot_87_bar__plus_00_dot_75_bar__minus_01_dot_14)
        (receptacleType Drawer_bar__minus_00_dot_38_bar__plus_00_dot_75_bar__minus_01_dot_39 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_38_bar__plus_00_dot_75_bar__minus_01_dot_39 loc_bar__minus_4_bar__minus_4_bar_1_bar_30)
        (openable Drawer_bar__minus_00_dot_38_bar__plus_00_dot_75_bar__minus_01_dot_39)
        (receptacleType Drawer_bar__minus_01_dot_80_bar__plus_00_dot_75_bar__minus_01_dot_39 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_01_dot_80_bar__plus_00_dot_75_bar__minus_01_dot_39 loc_bar__minus_5_bar__minus_4_bar_3_bar_30)
        (openable Drawer_bar__minus_01_dot_80_bar__plus_00_dot_75_bar__minus_01_dot_39)
        (receptacleType Drawer_bar__minus_02_dot_11_bar__plus_00_dot_75_bar__minus_01_dot_39 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_02_dot_11_bar__plus_00_dot_75_bar__minus_01_dot_39 loc_bar__minus_6_bar__minus_4_bar_3_bar_30)
        (openable Drawer_bar__minus_02_dot_11_bar__plus_00_dot_75_bar__minus_01_dot_39)
        (receptacleType Fridge_bar__plus_01_dot_42_bar__plus_00_dot_00_bar__plus_02_dot_10 FridgeType)
        (receptacleAtLocation Fridge_bar__plus_01_dot_42_bar__plus_00_dot_00_bar__plus_02_dot_10 loc_bar_2_bar_9_bar_1_bar_0)
        (openable Fridge_bar__plus_01_dot_42_bar__plus_00_dot_00_bar__plus_02_dot_10)
        (receptacleType GarbageCan_bar__plus_01_dot_38_bar__plus_00_dot_00_bar__plus_01_dot_08 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__plus_01_dot_38_bar__plus_00_dot_00_bar__plus_01_dot_08 loc_bar_1_bar_7_bar_1_bar_30)
        (receptacleType Microwave_bar__plus_01_dot_42_bar__plus_01_dot_15_bar__plus_00_dot_02 MicrowaveType)
        (receptacleAtLocation Microwave_bar__plus_01_dot_42_bar__plus_01_dot_15_bar__plus_00_dot_02 loc_bar_2_bar_0_bar_1_bar_30)
        (openable Microwave_bar__plus_01_dot_42_bar__plus_01_dot_15_bar__plus_00_dot_02)
        (receptacleType Sink_bar__plus_00_dot_16_bar__plus_00_dot_82_bar__minus_01_dot_80_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__plus_00_dot_16_bar__plus_00_dot_82_bar__minus_01_dot_80_bar_SinkBasin loc_bar__minus_1_bar__minus_4_bar_2_bar_30)
        (receptacleType CoffeeMachine_bar__plus_00_dot_26_bar__plus_00_dot_53_bar__plus_01_dot_12 CoffeeMachineType)
        (receptacleAtLocation CoffeeMachine_bar__plus_00_dot_26_bar__plus_00_dot_53_bar__plus_01_dot_12 loc_bar_1_bar_4_bar_3_bar_60)
        (receptacleType StoveBurner_bar__plus_00_dot_43_bar__plus_01_dot_22_bar__minus_00_dot_08 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar__plus_00_dot_43_bar__plus_01_dot_22_bar__minus_00_dot_08 loc_bar_2_bar_0_bar_1_bar_15)
        (receptacleType Toaster_bar__plus_01_dot_44_bar__plus_01_dot_20_bar__plus_01_dot_24 ToasterType)
        (receptacleAtLocation Toaster_bar__plus_01_dot_44_bar__plus_01_dot_20_bar__plus_01_dot_24 loc_bar_6_bar_5_bar_0_bar_30)
        (objectType Egg_bar__plus_01_dot_79_bar__plus_01_dot_49_bar__minus_00_dot_52 EggType)
        (inReceptacle Egg_bar__plus_01_dot_79_bar__plus_01_dot_49_bar__minus_00_dot_52 CounterTop_bar__plus_01_dot_50_bar__plus_01_dot_20_bar__minus_00_dot_66)
        (objectAtLocation Egg_bar__plus_01_dot_79_bar__plus_01_dot_49_bar__minus_00_dot_52 loc_bar_2_bar__minus_4_bar_1_bar_0)
        (cleanable Egg_bar__plus_01_dot_79_bar__plus_01_dot_49_bar__minus_00_dot_52)
        (heatable Egg_bar__plus_01_dot_79_bar__plus_01_dot_49_bar__minus_00_dot_52)
        (coolable Egg_bar__plus_01_dot_79_bar__plus_01_dot_49_bar__minus_00_dot_52)
        (sliceable Egg_bar__plus_01_dot_79_bar__plus_01_dot_49_bar__minus_00_dot_52)
        (pickupable Egg_bar__plus_01_dot_79_bar__plus_01_dot_49_bar__minus_00_dot_52)
        (objectType Egg_bar__plus_01_dot_48_bar__plus_01_dot_33_bar__minus_00_dot_68 EggType)
        (inReceptacle Egg_bar__plus_01_dot_48_bar__plus_01_dot_33_bar__minus_00_dot_68 CounterTop_bar__plus_01_dot_50_bar__plus_01_dot_20_bar__minus_00_dot_66)
        (objectAtLocation Egg_bar__plus_01_dot_48_bar__plus_01_dot_33_bar__minus_00_dot_68 loc_bar_2_bar__minus_4_bar_1_bar_0)
        (cleanable Egg_bar__plus_01_dot_48_bar__plus_01_dot_33_bar__minus_00_dot_68)
        (heatable Egg_bar__plus_01_dot_48_bar__plus_01_dot_33_bar__minus_00_dot_68)
        (coolable Egg_bar__plus_01_dot_48_bar__plus_01_dot_33_bar__minus_00_dot_68)
        (sliceable Egg_bar__plus_01_dot_48_bar__plus_01_dot_33_bar__minus_00_dot_68)
        (pickupable Egg_bar__plus_01_dot_48_bar__plus_01_dot_33_bar__minus_00_dot_68)
        (objectType Egg_bar__minus_02_dot_34_bar__plus_01_dot_10_bar__plus_00_dot_06 EggType)
        (inReceptacle Egg_bar__minus_02_dot_34_bar__plus_01_dot_10_bar__plus_00_dot_06 CounterTop_bar__minus_02_dot_10_bar__plus_00_dot_95_bar__plus_00_dot_29)
        (objectAtLocation Egg_bar__minus_02_dot_34_bar__plus_01_dot_10_bar__plus_00_dot_06 loc_bar__minus_8_bar__minus_2_bar_0_bar_30)
        (cleanable Egg_bar__minus_02_dot_34_bar__plus_01_dot_10_bar__plus_00_dot_06)
        (heatable Egg_bar__minus_02_dot_34_bar__plus_01_dot_10_bar__plus_00_dot_06)
        (coolable Egg_bar__minus_02_dot_34_bar__plus_01_dot_10_bar__plus_00_dot_06)
        (sliceable Egg_bar__minus_02_dot_34_bar__plus_01_dot_10_bar__plus_00_dot_06)
        (pickupable Egg_bar__minus_02_dot_34_bar__plus_01_dot_10_bar__plus_00_dot_06)
        (objectType Cup_bar__plus_01_dot_32_bar__plus_01_dot_28_bar__minus_00_dot_73 CupType)
        (inReceptacle Cup_bar__plus_01_dot_32_bar__plus_01_dot_28_bar__minus_00_dot_73 CounterTop_bar__plus_01_dot_50_bar__plus_01_dot_20_bar__minus_00_dot_66)
        (objectAtLocation Cup_bar__plus_01_dot_32_bar__plus_01_dot_28_bar__minus_00_dot_73 loc_bar_2_bar__minus_4_bar_1_bar_0)
        (cleanable Cup_bar__plus_01_dot_32_bar__plus_01_dot_28_bar__minus_00_dot_73)
        (heatable Cup_bar__plus_01_dot_32_bar__plus_01_dot_28_bar__minus_00_dot_73)
        (coolable Cup_bar__plus_01_dot_32_bar__plus_01_dot_28_bar__minus_00_dot_73)
        (pickupable Cup_bar__plus_01_dot_32_bar__plus_01_dot_28_bar__minus_00_dot_73)
        (isReceptacleObject Cup_bar__plus_01_dot_32_bar__plus_01_dot_28_bar__minus_00_dot_73)
        (objectType Cup_bar__plus_00_dot_27_bar__plus_02_dot_09_bar__minus_01_dot_80 CupType)
        (inReceptacle Cup_bar__plus_00_dot_27_bar__plus_02_dot_09_bar__minus_01_dot_80 Cabinet_bar__plus_00_dot_49_bar__plus_02_dot_06_bar__minus_01_dot_69)
        (objectAtLocation Cup_bar__plus_00_dot_27_bar__plus_02_dot_09_bar__minus_01_dot_80 loc_bar_2_bar__minus_3_bar_2_bar__minus_30)
        (cleanable Cup_bar__plus_00_dot_27_bar__plus_02_dot_09_bar__minus_01_dot_80)
        (heatable Cup_bar__plus_00_dot_27_bar__plus_02_dot_09_bar__minus_01_dot_80)
        (coolable Cup_bar__plus_00_dot_27_bar__plus_02_dot_09_bar__minus_01_dot_80)
        (pickupable Cup_bar__plus_00_dot_27_bar__plus_02_dot_09_bar__minus_01_dot_80)
        (isReceptacleObject Cup_bar__plus_00_dot_27_bar__plus_02_dot_09_bar__minus_01_dot_80)
        (objectType Bread_bar__plus_01_dot_55_bar__plus_00_dot_07_bar__plus_00_dot_89 BreadType)
        (inReceptacle Bread_bar__plus_01_dot_55_bar__plus_00_dot_07_bar__plus_00_dot_89 GarbageCan_bar__plus_01_dot_38_bar__plus_00_dot_00_bar__plus_01_dot_08)
        (objectAtLocation Bread_bar__plus_01_dot_55_bar__plus_00_dot_07_bar__plus_00_dot_89 loc_bar_1_bar_7_bar_1_bar_30)
        (heatable Bread_bar__plus_01_dot_55_bar__plus_00_dot_07_bar__plus_00_dot_89)
        (coolable Bread_bar__plus_01_dot_55_bar__plus_00_dot_07_bar__plus_00_dot_89)
        (sliceable Bread_bar__plus_01_dot_55_bar__plus_00_dot_07_bar__plus_00_dot_89)
        (pickupable Bread_bar__plus_01_dot_55_bar__plus_00_dot_07_bar__plus_00_dot_89)
        (objectType Bread_bar__plus_01_dot_37_bar__plus_00_dot_22_bar__plus_01_dot_85 BreadType)
        (inReceptacle Bread_bar__plus_01_dot_37_bar__plus_00_dot_22_bar__plus_01_dot_85 Fridge_bar__plus_01_dot_42_bar__plus_00_dot_00_bar__plus_02_dot_10)
        (objectAtLocation Bread_bar__plus_01_dot_37_bar__plus_00_dot_22_bar__plus_01_dot_85 loc_bar_2_bar_9_bar_1_bar_0)
        (heatable Bread_bar__plus_01_dot_37_bar__plus_00_dot_22_bar__plus_01_dot_85)
        (coolable Bread_bar__plus_01_dot_37_bar__plus_00_dot_22_bar__plus_01_dot_85)
        (sliceable Bread_bar__plus_01_dot_37_bar__plus_00_dot_22_bar__plus_01_dot_85)
        (pickupable Bread_bar__plus_01_dot_37_bar__plus_00_dot_22_bar__plus_01_dot_85)
        (objectType Pan_bar__minus_01_dot_40_bar__plus_02_dot_20_bar__minus_01_dot_86 PanType)
        (inReceptacle Pan_bar__minus_01_dot_40_bar__plus_02_dot_20_bar__minus_01_dot_86 Cabinet_bar__minus_01_dot_61_bar__plus_02_dot_01_bar__minus_01_dot_69)
        (objectAtLocation Pan_bar__minus_01_dot_40_bar__plus_02_dot_20_bar__minus_01_dot_86 loc_bar__minus_4_bar__minus_2_bar_2_bar_0)
        (cleanable Pan_bar__minus_01_dot_40_bar__plus_02_dot_20_bar__minus_01_dot_86)
        (coolable Pan_bar__minus_01_dot_40_bar__plus_02_dot_20_bar__minus_01_dot_86)
        (pickupable Pan_bar__minus_01_dot_40_bar__plus_02_dot_20_bar__minus_01_dot_86)
        (isReceptacleObject Pan_bar__minus_01_dot_40_bar__plus_02_dot_20_bar__minus_01_dot_86)
        (objectType SaltShaker_bar__plus_00_dot_88_bar__plus_00_dot_89_bar__plus_00_dot_68 SaltShakerType)
        (inReceptacle SaltShaker_bar__plus_00_dot_88_bar__plus_00_dot_89_bar__plus_00_dot_68 Drawer_bar__plus_00_dot_86_bar__plus_00_dot_75_bar__plus_00_dot_43)
        (objectAtLocation SaltShaker_bar__plus_00_dot_88_bar__plus_00_dot_89_bar__plus_00_dot_68 loc_bar_1_bar_1_bar_1_bar_30)
        (pickupable SaltShaker_bar__plus_00_dot_88_bar__plus_00_dot_89_bar__plus_00_dot_68)
        (canContain CabinetType CupType)
        (canContain CabinetType PanType)
        (canContain CabinetType SaltShakerType)
        (canContain CounterTopType BreadType)
        (canContain CounterTopType CupType)
        (canContain CounterTopType EggType)
        (canContain CounterTopType PanType)
        (canContain CounterTopType SaltShakerType)
        (canContain DrawerType SaltShakerType)
        (canContain FridgeType BreadType)
        (canContain FridgeType CupType)
        (canContain FridgeType EggType)
        (canContain FridgeType PanType)
        (canContain GarbageCanType BreadType)
        (canContain GarbageCanType EggType)
        (canContain MicrowaveType BreadType)
        (canContain MicrowaveType CupType)
        (canContain MicrowaveType EggType)
        (canContain SinkBasinType CupType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType PanType)
        (canContain StoveBurnerType PanType)
        (atLocation agent1 loc_bar_0_bar_3_bar_1_bar_30)
    )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o EggType)
                            (receptacleType ?r GarbageCanType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    