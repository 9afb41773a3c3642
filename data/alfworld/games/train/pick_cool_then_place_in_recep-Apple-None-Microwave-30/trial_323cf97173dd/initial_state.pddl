(define (problem plan_trial_323cf97173dd)
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
        Apple_bar__plus_02_dot_80_bar__plus_01_dot_18_bar__minus_00_dot_00 - object
        Apple_bar__plus_01_dot_46_bar__plus_00_dot_97_bar__plus_00_dot_52 - object
        Apple_bar__minus_00_dot_99_bar__plus_01_dot_18_bar__minus_00_dot_05 - object
        PepperShaker_bar__plus_03_dot_05_bar__plus_00_dot_71_bar__minus_00_dot_82 - object
        PepperShaker_bar__plus_03_dot_22_bar__plus_00_dot_91_bar__plus_00_dot_58 - object
        SaltShaker_bar__minus_00_dot_64_bar__plus_01_dot_69_bar__minus_00_dot_77 - object
        Ladle_bar__minus_00_dot_02_bar__plus_01_dot_69_bar__minus_01_dot_29 - object
        Ladle_bar__plus_02_dot_98_bar__plus_01_dot_88_bar__minus_01_dot_84 - object
        Potato_bar__plus_00_dot_08_bar__plus_01_dot_40_bar__minus_00_dot_49 - object
        Potato_bar__minus_00_dot_84_bar__plus_01_dot_07_bar__minus_00_dot_21 - object
        DishSponge_bar__plus_00_dot_27_bar__plus_01_dot_13_bar__minus_01_dot_68 - object
        Spatula_bar__plus_02_dot_93_bar__plus_00_dot_92_bar__plus_00_dot_54 - object
        Cabinet_bar__plus_00_dot_14_bar__plus_01_dot_67_bar__minus_01_dot_56 - receptacle
        Cabinet_bar__plus_00_dot_62_bar__plus_01_dot_87_bar__minus_01_dot_26 - receptacle
        Cabinet_bar__plus_01_dot_40_bar__plus_01_dot_87_bar__minus_01_dot_26 - receptacle
        Cabinet_bar__plus_02_dot_82_bar__plus_01_dot_77_bar__minus_01_dot_05 - receptacle
        Cabinet_bar__plus_02_dot_82_bar__plus_01_dot_77_bar__minus_01_dot_85 - receptacle
        Cabinet_bar__plus_02_dot_85_bar__plus_00_dot_42_bar__plus_00_dot_41 - receptacle
        Cabinet_bar__plus_02_dot_85_bar__plus_00_dot_42_bar__minus_00_dot_61 - receptacle
        Cabinet_bar__plus_02_dot_85_bar__plus_00_dot_42_bar__minus_00_dot_96 - receptacle
        Cabinet_bar__plus_03_dot_07_bar__plus_01_dot_67_bar__minus_00_dot_71 - receptacle
        Cabinet_bar__minus_00_dot_19_bar__plus_01_dot_67_bar__minus_01_dot_34 - receptacle
        Cabinet_bar__minus_00_dot_20_bar__plus_01_dot_96_bar__minus_01_dot_33 - receptacle
        Cabinet_bar__minus_00_dot_71_bar__plus_01_dot_96_bar__minus_00_dot_82 - receptacle
        Cabinet_bar__minus_00_dot_92_bar__plus_01_dot_67_bar__minus_00_dot_62 - receptacle
        CounterTop_bar__plus_00_dot_09_bar__plus_00_dot_89_bar__minus_01_dot_52 - receptacle
        CounterTop_bar__plus_01_dot_21_bar__plus_00_dot_94_bar__plus_00_dot_46 - receptacle
        CounterTop_bar__plus_03_dot_11_bar__plus_00_dot_94_bar__plus_00_dot_02 - receptacle
        CounterTop_bar__minus_01_dot_01_bar__plus_00_dot_94_bar__minus_00_dot_04 - receptacle
        Drawer_bar__plus_00_dot_38_bar__plus_00_dot_19_bar__minus_01_dot_51 - receptacle
        Drawer_bar__plus_00_dot_38_bar__plus_00_dot_38_bar__minus_01_dot_51 - receptacle
        Drawer_bar__plus_00_dot_38_bar__plus_00_dot_57_bar__minus_01_dot_51 - receptacle
        Drawer_bar__plus_00_dot_38_bar__plus_00_dot_77_bar__minus_01_dot_51 - receptacle
        Drawer_bar__plus_03_dot_02_bar__plus_00_dot_77_bar__plus_00_dot_70 - receptacle
        Drawer_bar__plus_03_dot_02_bar__plus_00_dot_77_bar__minus_00_dot_41 - receptacle
        Drawer_bar__plus_03_dot_02_bar__plus_00_dot_77_bar__minus_00_dot_78 - receptacle
        Drawer_bar__minus_00_dot_05_bar__plus_00_dot_19_bar__minus_01_dot_32 - receptacle
        Drawer_bar__minus_00_dot_05_bar__plus_00_dot_38_bar__minus_01_dot_32 - receptacle
        Drawer_bar__minus_00_dot_05_bar__plus_00_dot_57_bar__minus_01_dot_32 - receptacle
        Drawer_bar__minus_00_dot_05_bar__plus_00_dot_77_bar__minus_01_dot_32 - receptacle
        Drawer_bar__minus_00_dot_68_bar__plus_00_dot_19_bar__minus_00_dot_70 - receptacle
        Drawer_bar__minus_00_dot_68_bar__plus_00_dot_39_bar__minus_00_dot_70 - receptacle
        Drawer_bar__minus_00_dot_68_bar__plus_00_dot_58_bar__minus_00_dot_70 - receptacle
        Drawer_bar__minus_00_dot_68_bar__plus_00_dot_77_bar__minus_00_dot_70 - receptacle
        Drawer_bar__minus_00_dot_86_bar__plus_00_dot_19_bar__plus_00_dot_66 - receptacle
        Drawer_bar__minus_00_dot_86_bar__plus_00_dot_19_bar__plus_01_dot_43 - receptacle
        Drawer_bar__minus_00_dot_86_bar__plus_00_dot_19_bar__minus_00_dot_10 - receptacle
        Drawer_bar__minus_00_dot_86_bar__plus_00_dot_39_bar__plus_00_dot_66 - receptacle
        Drawer_bar__minus_00_dot_86_bar__plus_00_dot_39_bar__plus_01_dot_43 - receptacle
        Drawer_bar__minus_00_dot_86_bar__plus_00_dot_39_bar__minus_00_dot_10 - receptacle
        Drawer_bar__minus_00_dot_86_bar__plus_00_dot_58_bar__plus_00_dot_66 - receptacle
        Drawer_bar__minus_00_dot_86_bar__plus_00_dot_58_bar__plus_01_dot_43 - receptacle
        Drawer_bar__minus_00_dot_86_bar__plus_00_dot_58_bar__minus_00_dot_10 - receptacle
        Drawer_bar__minus_00_dot_86_bar__plus_00_dot_77_bar__plus_00_dot_66 - receptacle
        Drawer_bar__minus_00_dot_86_bar__plus_00_dot_77_bar__plus_01_dot_43 - receptacle
        Drawer_bar__minus_00_dot_86_bar__plus_00_dot_77_bar__minus_00_dot_10 - receptacle
        Fridge_bar__plus_01_dot_01_bar__plus_00_dot_03_bar__minus_01_dot_47 - receptacle
        Microwave_bar__minus_01_dot_03_bar__plus_00_dot_89_bar__plus_01_dot_43 - receptacle
        Sink_bar__plus_03_dot_08_bar__plus_00_dot_89_bar__plus_00_dot_09_bar_SinkBasin - receptacle
        CoffeeMachine_bar__plus_02_dot_22_bar__plus_01_dot_44_bar__minus_00_dot_75 - receptacle
        GarbageCan_bar__minus_00_dot_05_bar__plus_01_dot_36_bar__minus_00_dot_23 - receptacle
        StoveBurner_bar__plus_01_dot_62_bar__plus_01_dot_26_bar__minus_00_dot_58 - receptacle
        Toaster_bar__minus_00_dot_83_bar__plus_00_dot_12_bar__plus_00_dot_84 - receptacle
        loc_bar__minus_1_bar__minus_1_bar_0_bar_30 - location
        loc_bar__minus_1_bar__minus_1_bar_2_bar_30 - location
        loc_bar__minus_1_bar__minus_2_bar_3_bar_0 - location
        loc_bar__minus_1_bar_1_bar_2_bar_30 - location
        loc_bar__minus_1_bar_2_bar_0_bar_30 - location
        loc_bar__minus_1_bar_2_bar_3_bar_30 - location
        loc_bar__minus_1_bar_3_bar_2_bar_30 - location
        loc_bar__minus_1_bar_5_bar_3_bar_30 - location
        loc_bar__minus_3_bar_3_bar_2_bar_60 - location
        loc_bar_0_bar__minus_1_bar_2_bar_30 - location
        loc_bar_0_bar__minus_1_bar_2_bar_45 - location
        loc_bar_0_bar__minus_2_bar_0_bar_30 - location
        loc_bar_0_bar__minus_2_bar_2_bar__minus_30 - location
        loc_bar_0_bar__minus_2_bar_2_bar_30 - location
        loc_bar_0_bar__minus_3_bar_3_bar__minus_30 - location
        loc_bar_0_bar_1_bar_0_bar_30 - location
        loc_bar_0_bar_1_bar_2_bar_30 - location
        loc_bar_0_bar_2_bar_0_bar_30 - location
        loc_bar_0_bar_2_bar_2_bar_30 - location
        loc_bar_0_bar_4_bar_2_bar_30 - location
        loc_bar_10_bar__minus_1_bar_1_bar_30 - location
        loc_bar_10_bar__minus_2_bar_1_bar_30 - location
        loc_bar_1_bar__minus_2_bar_0_bar_30 - location
        loc_bar_1_bar__minus_2_bar_2_bar_30 - location
        loc_bar_1_bar__minus_3_bar_2_bar_0 - location
        loc_bar_1_bar__minus_3_bar_2_bar_30 - location
        loc_bar_1_bar_1_bar_0_bar_30 - location
        loc_bar_1_bar_1_bar_2_bar_30 - location
        loc_bar_1_bar_4_bar_2_bar_30 - location
        loc_bar_2_bar__minus_1_bar_2_bar_30 - location
        loc_bar_2_bar__minus_2_bar_0_bar_30 - location
        loc_bar_2_bar__minus_2_bar_2_bar_30 - location
        loc_bar_2_bar__minus_3_bar_2_bar_0 - location
        loc_bar_2_bar_4_bar_2_bar_30 - location
        loc_bar_3_bar__minus_2_bar_2_bar_30 - location
        loc_bar_4_bar__minus_2_bar_0_bar_30 - location
        loc_bar_4_bar__minus_2_bar_2_bar_0 - location
        loc_bar_4_bar__minus_2_bar_2_bar_30 - location
        loc_bar_4_bar__minus_2_bar_3_bar_30 - location
        loc_bar_5_bar__minus_2_bar_2_bar_0 - location
        loc_bar_6_bar__minus_2_bar_0_bar_60 - location
        loc_bar_7_bar_2_bar_1_bar_30 - location
        loc_bar_8_bar__minus_5_bar_1_bar_0 - location
        loc_bar_8_bar__minus_5_bar_1_bar_30 - location
        loc_bar_8_bar_0_bar_1_bar_30 - location
        loc_bar_8_bar_1_bar_1_bar_30 - location
        loc_bar_9_bar__minus_1_bar_0_bar_30 - location
        loc_bar_9_bar__minus_3_bar_1_bar_30 - location
        loc_bar_9_bar__minus_4_bar_1_bar_0 - location
        loc_bar_9_bar__minus_5_bar_1_bar_0 - location
        loc_bar_9_bar_0_bar_2_bar_30 - location
        loc_bar_9_bar_2_bar_2_bar_30 - location
    )
(:init
        (receptacleType Cabinet_bar__plus_00_dot_14_bar__plus_01_dot_67_bar__minus_01_dot_56 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_14_bar__plus_01_dot_67_bar__minus_01_dot_56 loc_bar_2_bar__minus_3_bar_2_bar_0)
        (openable Cabinet_bar__plus_00_dot_14_bar__plus_01_dot_67_bar__minus_01_dot_56)
        (receptacleType Cabinet_bar__plus_00_dot_62_bar__plus_01_dot_87_bar__minus_01_dot_26 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_62_bar__plus_01_dot_87_bar__minus_01_dot_26 loc_bar_4_bar__minus_2_bar_2_bar_0)
        (openable Cabinet_bar__plus_00_dot_62_bar__plus_01_dot_87_bar__minus_01_dot_26)
        (receptacleType Cabinet_bar__plus_01_dot_40_bar__plus_01_dot_87_bar__minus_01_dot_26 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_40_bar__plus_01_dot_87_bar__minus_01_dot_26 loc_bar_5_bar__minus_2_bar_2_bar_0)
        (openable Cabinet_bar__plus_01_dot_40_bar__plus_01_dot_87_bar__minus_01_dot_26)
        (receptacleType Cabinet_bar__plus_02_dot_82_bar__plus_01_dot_77_bar__minus_01_dot_05 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_82_bar__plus_01_dot_77_bar__minus_01_dot_05 loc_bar_9_bar__minus_5_bar_1_bar_0)
        (openable Cabinet_bar__plus_02_dot_82_bar__plus_01_dot_77_bar__minus_01_dot_05)
        (receptacleType Cabinet_bar__plus_02_dot_82_bar__plus_01_dot_77_bar__minus_01_dot_85 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_82_bar__plus_01_dot_77_bar__minus_01_dot_85 loc_bar_8_bar__minus_5_bar_1_bar_0)
        (openable Cabinet_bar__plus_02_dot_82_bar__plus_01_dot_77_bar__minus_01_dot_85)
        (receptacleType Cabinet_bar__plus_02_dot_85_bar__plus_00_dot_42_bar__plus_00_dot_41 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_85_bar__plus_00_dot_42_bar__plus_00_dot_41 loc_bar_8_bar_1_bar_1_bar_30)
        (openable Cabinet_bar__plus_02_dot_85_bar__plus_00_dot_42_bar__plus_00_dot_41)
        (receptacleType Cabinet_bar__plus_02_dot_85_bar__plus_00_dot_42_bar__minus_00_dot_61 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_85_bar__plus_00_dot_42_bar__minus_00_dot_61 loc_bar_8_bar_0_bar_1_bar_30)
        (openable Cabinet_bar__plus_02_dot_85_bar__plus_00_dot_42_bar__minus_00_dot_61)
        (receptacleType Cabinet_bar__plus_02_dot_85_bar__plus_00_dot_42_bar__minus_00_dot_96 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_85_bar__plus_00_dot_42_bar__minus_00_dot_96 loc_bar_8_bar__minus_5_bar_1_bar_30)
        (openable Cabinet_bar__plus_02_dot_85_bar__plus_00_dot_42_bar__minus_00_dot_96)
        (receptacleType Cabinet_bar__plus_03_dot_07_bar__plus_01_dot_67_bar__minus_00_dot_71 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_03_dot_07_bar__plus_01_dot_67_bar__minus_00_dot_71 loc_bar_9_bar__minus_4_bar_1_bar_0)
        (openable Cabinet_bar__plus_03_dot_07_bar__plus_01_dot_67_bar__minus_00_dot_71)
        (receptacleType Cabinet_bar__minus_00_dot_19_bar__plus_01_dot_67_bar__minus_01_dot_34 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_19_bar__plus_01_dot_67_bar__minus_01_dot_34 loc_bar_1_bar__minus_3_bar_2_bar_0)
        (openable Cabinet_bar__minus_00_dot_19_bar__plus_01_dot_67_bar__minus_01_dot_34)
        (receptacleType Cabinet_bar__minus_00_dot_20_bar__plus_01_dot_96_bar__minus_01_dot_33 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_20_bar__plus_01_dot_96_bar__minus_01_dot_33 loc_bar_0_bar__minus_2_bar_2_bar__minus_30)
        (openable Cabinet_bar__minus_00_dot_20_bar__plus_01_dot_96_bar__minus_01_dot_33)
        (receptacleType Cabinet_bar__minus_00_dot_71_bar__plus_01_dot_96_bar__minus_00_dot_82 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_71_bar__plus_01_dot_96_bar__minus_00_dot_82 loc_bar_0_bar__minus_3_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_00_dot_71_bar__plus_01_dot_96_bar__minus_00_dot_82)
        (receptacleType Cabinet_bar__minus_00_dot_92_bar__plus_01_dot_67_bar__minus_00_dot_62 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_92_bar__plus_01_dot_67_bar__minus_00_dot_62 loc_bar__minus_1_bar__minus_2_bar_3_bar_0)
        (openable Cabinet_bar__minus_00_dot_92_bar__plus_01_dot_67_bar__minus_00_dot_62)
        (receptacleType CounterTop_bar__plus_00_dot_09_bar__plus_00_dot_89_bar__minus_01_dot_52 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_00_dot_09_bar__plus_00_dot_89_bar__minus_01_dot_52 loc_bar_1_bar__minus_3_bar_2_bar_30)
        (receptacleType CounterTop_bar__plus_01_dot_21_bar__plus_00_dot_94_bar__plus_00_dot_46 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_21_bar__plus_00_dot_94_bar__plus_00_dot_46 loc_bar_4_bar__minus_2_bar_0_bar_30)
        (receptacleType CounterTop_bar__plus_03_dot_11_bar__plus_00_dot_94_bar__plus_00_dot_02 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_03_dot_11_bar__plus_00_dot_94_bar__plus_00_dot_02 loc_bar_10_bar__minus_2_bar_1_bar_30)
        (receptacleType CounterTop_bar__minus_01_dot_01_bar__plus_00_dot_94_bar__minus_00_dot_04 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_01_dot_01_bar__plus_00_dot_94_bar__minus_00_dot_04 loc_bar__minus_1_bar_2_bar_3_bar_30)
        (receptacleType Drawer_bar__plus_00_dot_38_bar__plus_00_dot_19_bar__minus_01_dot_51 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_38_bar__plus_00_dot_19_bar__minus_01_dot_51 loc_bar_0_bar__minus_1_bar_2_bar_30)
        (openable Drawer_bar__plus_00_dot_38_bar__plus_00_dot_19_bar__minus_01_dot_51)
        (receptacleType Drawer_bar__plus_00_dot_38_bar__plus_00_dot_38_bar__minus_01_dot_51 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_38_bar__plus_00_dot_38_bar__minus_01_dot_51 loc_bar__minus_1_bar__minus_1_bar_2_bar_30)
        (openable Drawer_bar__plus_00_dot_38_bar__plus_00_dot_38_bar__minus_01_dot_51)
        (receptacleType Drawer_bar__plus_00_dot_38_bar__plus_00_dot_57_bar__minus_01_dot_51 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_38_bar__plus_00_dot_57_bar__minus_01_dot_51 loc_bar_0_bar__minus_2_bar_2_bar_30)
        (openable Drawer_bar__plus_00_dot_38_bar__plus_00_dot_57_bar__minus_01_dot_51)
        (receptacleType Drawer_bar__plus_00_dot_38_bar__plus_00_dot_77_bar__minus_01_dot_51 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_38_bar__plus_00_dot_77_bar__minus_01_dot_51 loc_bar_1_bar__minus_2_bar_2_bar_30)
        (openable Drawer_bar__plus_00_dot_38_bar__plus_00_dot_77_bar__minus_01_dot_51)
        (receptacleType Drawer_bar__plus_03_dot_02_bar__plus_00_dot_77_bar__plus_00_dot_70 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_03_dot_02_bar__plus_00_dot_77_bar__plus_00_dot_70 loc_bar_9_bar__minus_1_bar_0_bar_30)
        (openable Drawer_bar__plus_03_dot_02_bar__plus_00_dot_77_bar__plus_00_dot_70)
        (receptacleType Drawer_bar__plus_03_dot_02_bar__plus_00_dot_77_bar__minus_00_dot_41 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_03_dot_02_bar__plus_00_dot_77_bar__minus_00_dot_41 loc_bar_9_bar_2_bar_2_bar_30)
        (openable Drawer_bar__plus_03_dot_02_bar__plus_00_dot_77_bar__minus_00_dot_41)
        (receptacleType Drawer_bar__plus_03_dot_02_bar__plus_00_dot_77_bar__minus_00_dot_78 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_03_dot_02_bar__plus_00_dot_77_bar__minus_00_dot_78 loc_bar_9_bar_0_bar_2_bar_30)
        (openable Drawer_bar__plus_03_dot_02_bar__plus_00_dot_77_bar__minus_00_dot_78)
        (receptacleType Drawer_bar__minus_00_dot_05_bar__plus_00_dot_19_bar__minus_01_dot_32 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_05_bar__plus_00_dot_19_bar__minus_01_dot_32 loc_bar_4_bar__minus_2_bar_3_bar_30)
        (openable Drawer_bar__minus_00_dot_05_bar__plus_00_dot_19_bar__minus_01_dot_32)
        (receptacleType Drawer_bar__minus_00_dot_05_bar__plus_00_dot_38_bar__minus_01_dot_32 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_05_bar__plus_00_dot_38_bar__minus_01_dot_32 loc_bar_2_bar__minus_1_bar_2_bar_30)
        (openable Drawer_bar__minus_00_dot_05_bar__plus_00_dot_38_bar__minus_01_dot_32)
        (receptacleType Drawer_bar__minus_00_dot_05_bar__plus_00_dot_57_bar__minus_01_dot_32 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_05_bar__plus_00_dot_57_bar__minus_01_dot_32 loc_bar_2_bar__minus_2_bar_2_bar_30)
        (openable Drawer_bar__minus_00_dot_05_bar__plus_00_dot_57_bar__minus_01_dot_32)
        (receptacleType Drawer_bar__minus_00_dot_05_bar__plus_00_dot_77_bar__minus_01_dot_32 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_05_bar__plus_00_dot_77_bar__minus_01_dot_32 loc_bar_3_bar__minus_2_bar_2_bar_30)
        (openable Drawer_bar__minus_00_dot_05_bar__plus_00_dot_77_bar__minus_01_dot_32)
        (receptacleType Drawer_bar__minus_00_dot_68_bar__plus_00_dot_19_bar__minus_00_dot_70 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_68_bar__plus_00_dot_19_bar__minus_00_dot_70 loc_bar_0_bar_2_bar_2_bar_30)
        (openable Drawer_bar__minus_00_dot_68_bar__plus_00_dot_19_bar__minus_00_dot_70)
        (receptacleType Drawer_bar__minus_00_dot_68_bar__plus_00_dot_39_bar__minus_00_dot_70 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_68_bar__plus_00_dot_39_bar__minus_00_dot_70 loc_bar_0_bar_1_bar_2_bar_30)
        (openable Drawer_bar__minus_00_dot_68_bar__plus_00_dot_39_bar__minus_00_dot_70)
        (receptacleType Drawer_bar__minus_00_dot_68_bar__plus_00_dot_58_bar__minus_00_dot_70 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_68_bar__plus_00_dot_58_bar__minus_00_dot_70 loc_bar_1_bar_1_bar_2_bar_30)
        (openable Drawer_bar__minus_00_dot_68_bar__plus_00_dot_58_bar__minus_00_dot_70)
        (receptacleType Drawer_bar__minus_00_dot_68_bar__plus_00_dot_77_bar__minus_00_dot_70 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_68_bar__plus_00_dot_77_bar__minus_00_dot_70 loc_bar__minus_1_bar_1_bar_2_bar_30)
        (openable Drawer_bar__minus_00_dot_68_bar__plus_00_dot_77_bar__minus_00_dot_70)
        (receptacleType Drawer_bar__minus_00_dot_86_bar__plus_00_dot_19_bar__plus_00_dot_66 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_86_bar__plus_00_dot_19_bar__plus_00_dot_66 loc_bar_0_bar__minus_2_bar_0_bar_30)
        (openable Drawer_bar__minus_00_dot_86_bar__plus_00_dot_19_bar__plus_00_dot_66)
        (receptacleType Drawer_bar__minus_00_dot_86_bar__plus_00_dot_19_bar__plus_01_dot_43 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_86_bar__plus_00_dot_19_bar__plus_01_dot_43 loc_bar_0_bar_1_bar_0_bar_30)
        (openable Drawer_bar__minus_00_dot_86_bar__plus_00_dot_19_bar__plus_01_dot_43)
        (receptacleType Drawer_bar__minus_00_dot_86_bar__plus_00_dot_19_bar__minus_00_dot_10 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_86_bar__plus_00_dot_19_bar__minus_00_dot_10 loc_bar_0_bar_4_bar_2_bar_30)
        (openable Drawer_bar__minus_00_dot_86_bar__plus_00_dot_19_bar__minus_00_dot_10)
        (receptacleType Drawer_bar__minus_00_dot_86_bar__plus_00_dot_39_bar__plus_00_dot_66 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_86_bar__plus_00_dot_39_bar__plus_00_dot_66 loc_bar_1_bar__minus_2_bar_0_bar_30)
        (openable Drawer_bar__minus_00_dot_86_bar__plus_00_dot_39_bar__plus_00_dot_66)
        (receptacleType Drawer_bar__minus_00_dot_86_bar__plus_00_dot_39_bar__plus_01_dot_43 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_86_bar__plus_00_dot_39_bar__plus_01_dot_43 loc_bar_0_bar_2_bar_0_bar_30)
        (openable Drawer_bar__minus_00_dot_86_bar__plus_00_dot_39_bar__plus_01_dot_43)
        (receptacleType Drawer_bar__minus_00_dot_86_bar__plus_00_dot_39_bar__minus_00_dot_10 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_86_bar__plus_00_dot_39_bar__minus_00_dot_10 loc_bar_1_bar_4_bar_2_bar_30)
        (openable Drawer_bar__minus_00_dot_86_bar__plus_00_dot_39_bar__minus_00_dot_10)
        (receptacleType Drawer_bar__minus_00_dot_86_bar__plus_00_dot_58_bar__plus_00_dot_66 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_86_bar__plus_00_dot_58_bar__plus_00_dot_66 loc_bar_2_bar__minus_2_bar_0_bar_30)
        (openable Drawer_bar__minus_00_dot_86_bar__plus_00_dot_58_bar__plus_00_dot_66)
        (receptacleType Drawer_bar__minus_00_dot_86_bar__plus_00_dot_58_bar__plus_01_dot_43 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_86_bar__plus_00_dot_58_bar__plus_01_dot_43 loc_bar_1_bar_1_bar_0_bar_30)
        (openable Drawer_bar__minus_00_dot_86_bar__plus_00_dot_58_bar__plus_01_dot_43)
        (receptacleType Drawer_bar__minus_00_dot_86_bar__plus_00_dot_58_bar__minus_00_dot_10 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_86_bar__plus_00_dot_58_bar__minus_00_dot_10 loc_bar_2_bar_4_bar_2_bar_30)
        (openable Drawer_bar__minus_00_dot_86_bar__plus_00_dot_58_bar__minus_00_dot_10)
        (receptacleType Drawer_bar__minus_00_dot_86_bar__plus_00_dot_77_bar__plus_00_dot_66 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_86_bar__plus_00_dot_77_bar__plus_00_dot_66 loc_bar__minus_1_bar__minus_1_bar_0_bar_30)
        (openable Drawer_bar__minus_00_dot_86_bar__plus_00_dot_77_bar__plus_00_dot_66)
        (receptacleType Drawer_bar__minus_00_dot_86_bar__plus_00_dot_77_bar__plus_01_dot_43 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_86_bar__plus_00_dot_77_bar__plus_01_dot_43 loc_bar__minus_1_bar_2_bar_0_bar_30)
        (openable Drawer_bar__minus_00_dot_86_bar__plus_00_dot_77_bar__plus_01_dot_43)
        (receptacleType Drawer_bar__minus_00_dot_86_bar__plus_00_dot_77_bar__minus_00_dot_10 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_86_bar__plus_00_dot_77_bar__minus_00_dot_10 loc_bar__minus_1_bar_3_bar_2_bar_30)
        (openable Drawer_bar__minus_00_dot_86_bar__plus_00_dot_77_bar__minus_00_dot_10)
        (receptacleType Fridge_bar__plus_01_dot_01_bar__plus_00_dot_03_bar__minus_01_dot_47 FridgeType)
        (receptacleAtLocation Fridge_bar__plus_01_dot_01_bar__plus_00_dot_03_bar__minus_01_dot_47 loc_bar_4_bar__minus_2_bar_2_bar_30)
        (openable Fridge_bar__plus_01_dot_01_bar__plus_00_dot_03_bar__minus_01_dot_47)
        (receptacleType Microwave_bar__minus_01_dot_03_bar__plus_00_dot_89_bar__plus_01_dot_43 MicrowaveType)
        (receptacleAtLocation Microwave_bar__minus_01_dot_03_bar__plus_00_dot_89_bar__plus_01_dot_43 loc_bar__minus_1_bar_5_bar_3_bar_30)
        (openable Microwave_bar__minus_01_dot_03_bar__plus_00_dot_89_bar__plus_01_dot_43)
        (receptacleType Sink_bar__plus_03_dot_08_bar__plus_00_dot_89_bar__plus_00_dot_09_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__plus_03_dot_08_bar__plus_00_dot_89_bar__plus_00_dot_09_bar_SinkBasin loc_bar_10_bar__minus_1_bar_1_bar_30)
        (receptacleType CoffeeMachine_bar__plus_02_dot_22_bar__plus_01_dot_44_bar__minus_00_dot_75 CoffeeMachineType)
        (receptacleAtLocation CoffeeMachine_bar__plus_02_dot_22_bar__plus_01_dot_44_bar__minus_00_dot_75 loc_bar_9_bar__minus_3_bar_1_bar_30)
        (receptacleType GarbageCan_bar__minus_00_dot_05_bar__plus_01_dot_36_bar__minus_00_dot_23 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__minus_00_dot_05_bar__plus_01_dot_36_bar__minus_00_dot_23 loc_bar_0_bar__minus_1_bar_2_bar_45)
        (receptacleType StoveBurner_bar__plus_01_dot_62_bar__plus_01_dot_26_bar__minus_00_dot_58 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar__plus_01_dot_62_bar__plus_01_dot_26_bar__minus_00_dot_58 loc_bar_6_bar__minus_2_bar_0_bar_60)
        (receptacleType Toaster_bar__minus_00_dot_83_bar__plus_00_dot_12_bar__plus_00_dot_84 ToasterType)
        (receptacleAtLocation Toaster_bar__minus_00_dot_83_bar__plus_00_dot_12_bar__plus_00_dot_84 loc_bar__minus_3_bar_3_bar_2_bar_60)
        (objectType Apple_bar__plus_02_dot_80_bar__plus_01_dot_18_bar__minus_00_dot_00 AppleType)
        (inReceptacle Apple_bar__plus_02_dot_80_bar__plus_01_dot_18_bar__minus_00_dot_00 Sink_bar__plus_03_dot_08_bar__plus_00_dot_89_bar__plus_00_dot_09_bar_SinkBasin)
        (objectAtLocation Apple_bar__plus_02_dot_80_bar__plus_01_dot_18_bar__minus_00_dot_00 loc_bar_10_bar__minus_1_bar_1_bar_30)
        (cleanable Apple_bar__plus_02_dot_80_bar__plus_01_dot_18_bar__minus_00_dot_00)
        (heatable Apple_bar__plus_02_dot_80_bar__plus_01_dot_18_bar__minus_00_dot_00)
        (coolable Apple_bar__plus_02_dot_80_bar__plus_01_dot_18_bar__minus_00_dot_00)
        (sliceable Apple_bar__plus_02_dot_80_bar__plus_01_dot_18_bar__minus_00_dot_00)
        (pickupable Apple_bar__plus_02_dot_80_bar__plus_01_dot_18_bar__minus_00_dot_00)
        (objectType Apple_bar__plus_01_dot_46_bar__plus_00_dot_97_bar__plus_00_dot_52 AppleType)
        (inReceptacle Apple_bar__plus_01_dot_46_bar__plus_00_dot_97_bar__plus_00_dot_52 CounterTop_bar__plus_01_dot_21_bar__plus_00_dot_94_bar__plus_00_dot_46)
        (objectAtLocation Apple_bar__plus_01_dot_46_bar__plus_00_dot_97_bar__plus_00_dot_52 loc_bar_4_bar__minus_2_bar_0_bar_30)
        (cleanable Apple_bar__plus_01_dot_46_bar__plus_00_dot_97_bar__plus_00_dot_52)
        (heatable Apple_bar__plus_01_dot_46_bar__plus_00_dot_97_bar__plus_00_dot_52)
        (coolable Apple_bar__plus_01_dot_46_bar__plus_00_dot_97_bar__plus_00_dot_52)
        (sliceable Apple_bar__plus_01_dot_46_bar__plus_00_dot_97_bar__plus_00_dot_52)
        (pickupable Apple_bar__plus_01_dot_46_bar__plus_00_dot_97_bar__plus_00_dot_52)
        (objectType Apple_bar__minus_00_dot_99_bar__plus_01_dot_18_bar__minus_00_dot_05 AppleType)
        (inReceptacle Apple_bar__minus_00_dot_99_bar__plus_01_dot_18_bar__minus_00_dot_05 CounterTop_bar__minus_01_dot_01_bar__plus_00_dot_94_bar__minus_00_dot_04)
        (objectAtLocation Apple_bar__minus_00_dot_99_bar__plus_01_dot_18_bar__minus_00_dot_05 loc_bar__minus_1_bar_2_bar_3_bar_30)
        (cleanable Apple_bar__minus_00_dot_99_bar__plus_01_dot_18_bar__minus_00_dot_05)
        (heatable Apple_bar__minus_00_dot_99_bar__plus_01_dot_18_bar__minus_00_dot_05)
        (coolable Apple_bar__minus_00_dot_99_bar__plus_01_dot_18_bar__minus_00_dot_05)
        (sliceable Apple_bar__minus_00_dot_99_bar__plus_01_dot_18_bar__minus_00_dot_05)
        (pickupable Apple_bar__minus_00_dot_99_bar__plus_01_dot_18_bar__minus_00_dot_05)
        (objectType PepperShaker_bar__plus_03_dot_05_bar__plus_00_dot_71_bar__minus_00_dot_82 PepperShakerType)
        (inReceptacle PepperShaker_bar__plus_03_dot_05_bar__plus_00_dot_71_bar__minus_00_dot_82 Cabinet_bar__plus_02_dot_85_bar__plus_00_dot_42_bar__minus_00_dot_96)
        (objectAtLocation PepperShaker_bar__plus_03_dot_05_bar__plus_00_dot_71_bar__minus_00_dot_82 loc_bar_8_bar__minus_5_bar_1_bar_30)
        (pickupable PepperShaker_bar__plus_03_dot_05_bar__plus_00_dot_71_bar__minus_00_dot_82)
        (objectType PepperShaker_bar__plus_03_dot_22_bar__plus_00_dot_91_bar__plus_00_dot_58 PepperShakerType)
        (inReceptacle PepperShaker_bar__plus_03_dot_22_bar__plus_00_dot_91_bar__plus_00_dot_58 Drawer_bar__plus_03_dot_02_bar__plus_00_dot_77_bar__plus_00_dot_70)
        (objectAtLocation PepperShaker_bar__plus_03_dot_22_bar__plus_00_dot_91_bar__plus_00_dot_58 loc_bar_9_bar__minus_1_bar_0_bar_30)
        (pickupable PepperShaker_bar__plus_03_dot_22_bar__plus_00_dot_91_bar__plus_00_dot_58)
        (objectType SaltShaker_bar__minus_00_dot_64_bar__plus_01_dot_69_bar__minus_00_dot_77 SaltShakerType)
        (inReceptacle SaltShaker_bar__minus_00_dot_64_bar__plus_01_dot_69_bar__minus_00_dot_77 Cabinet_bar__minus_00_dot_92_bar__plus_01_dot_67_bar__minus_00_dot_62)
        (objectAtLocation SaltShaker_bar__minus_00_dot_64_bar__plus_01_dot_69_bar__minus_00_dot_77 loc_bar__minus_1_bar__minus_2_bar_3_bar_0)
        (pickupable SaltShaker_bar__minus_00_dot_64_bar__plus_01_dot_69_bar__minus_00_dot_77)
        (objectType Ladle_bar__minus_00_dot_02_bar__plus_01_dot_69_bar__minus_01_dot_29 LadleType)
        (inReceptacle Ladle_bar__minus_00_dot_02_bar__plus_01_dot_69_bar__minus_01_dot_29 Cabinet_bar__minus_00_dot_19_bar__plus_01_dot_67_bar__minus_01_dot_34)
        (objectAtLocation Ladle_bar__minus_00_dot_02_bar__plus_01_dot_69_bar__minus_01_dot_29 loc_bar_1_bar__minus_3_bar_2_bar_0)
        (cleanable Ladle_bar__minus_00_dot_02_bar__plus_01_dot_69_bar__minus_01_dot_29)
        (pickupable Ladle_bar__minus_00_dot_02_bar__plus_01_dot_69_bar__minus_01_dot_29)
        (objectType Ladle_bar__plus_02_dot_98_bar__plus_01_dot_88_bar__minus_01_dot_84 LadleType)
        (inReceptacle Ladle_bar__plus_02_dot_98_bar__plus_01_dot_88_bar__minus_01_dot_84 Cabinet_bar__plus_02_dot_82_bar__plus_01_dot_77_bar__minus_01_dot_85)
        (objectAtLocation Ladle_bar__plus_02_dot_98_bar__plus_01_dot_88_bar__minus_01_dot_84 loc_bar_8_bar__minus_5_bar_1_bar_0)
        (cleanable Ladle_bar__plus_02_dot_98_bar__plus_01_dot_88_bar__minus_01_dot_84)
        (pickupable Ladle_bar__plus_02_dot_98_bar__plus_01_dot_88_bar__minus_01_dot_84)
        (objectType Potato_bar__plus_00_dot_08_bar__plus_01_dot_40_bar__minus_00_dot_49 PotatoType)
        (inReceptacle Potato_bar__plus_00_dot_08_bar__plus_01_dot_40_bar__minus_00_dot_49 GarbageCan_bar__minus_00_dot_05_bar__plus_01_dot_36_bar__minus_00_dot_23)
        (objectAtLocation Potato_bar__plus_00_dot_08_bar__plus_01_dot_40_bar__minus_00_dot_49 loc_bar_0_bar__minus_1_bar_2_bar_45)
        (cleanable Potato_bar__plus_00_dot_08_bar__plus_01_dot_40_bar__minus_00_dot_49)
        (heatable Potato_bar__plus_00_dot_08_bar__plus_01_dot_40_bar__minus_00_dot_49)
        (coolable Potato_bar__plus_00_dot_08_bar__plus_01_dot_40_bar__minus_00_dot_49)
        (sliceable Potato_bar__plus_00_dot_08_bar__plus_01_dot_40_bar__minus_00_dot_49)
        (pickupable Potato_bar__plus_00_dot_08_bar__plus_01_dot_40_bar__minus_00_dot_49)
        (objectType Potato_bar__minus_00_dot_84_bar__plus_01_dot_07_bar__minus_00_dot_21 PotatoType)
        (inReceptacle Potato_bar__minus_00_dot_84_bar__plus_01_dot_07_bar__minus_00_dot_21 CounterTop_bar__minus_01_dot_01_bar__plus_00_dot_94_bar__minus_00_dot_04)
        (objectAtLocation Potato_bar__minus_00_dot_84_bar__plus_01_dot_07_bar__minus_00_dot_21 loc_bar__minus_1_bar_2_bar_3_bar_30)
        (cleanable Potato_bar__minus_00_dot_84_bar__plus_01_dot_07_bar__minus_00_dot_21)
        (heatable Potato_bar__minus_00_dot_84_bar__plus_01_dot_07_bar__minus_00_dot_21)
        (coolable Potato_bar__minus_00_dot_84_bar__plus_01_dot_07_bar__minus_00_dot_21)
        (sliceable Potato_bar__minus_00_dot_84_bar__plus_01_dot_07_bar__minus_00_dot_21)
        (pickupable Potato_bar__minus_00_dot_84_bar__plus_01_dot_07_bar__minus_00_dot_21)
        (objectType DishSponge_bar__plus_00_dot_27_bar__plus_01_dot_13_bar__minus_01_dot_68 DishSpongeType)
        (inReceptacle DishSponge_bar__plus_00_dot_27_bar__plus_01_dot_13_bar__minus_01_dot_68 CounterTop_bar__plus_00_dot_09_bar__plus_00_dot_89_bar__minus_01_dot_52)
        (objectAtLocation DishSponge_bar__plus_00_dot_27_bar__plus_01_dot_13_bar__minus_01_dot_68 loc_bar_1_bar__minus_3_bar_2_bar_30)
        (cleanable DishSponge_bar__plus_00_dot_27_bar__plus_01_dot_13_bar__minus_01_dot_68)
        (pickupable DishSponge_bar__plus_00_dot_27_bar__plus_01_dot_13_bar__minus_01_dot_68)
        (objectType Spatula_bar__plus_02_dot_93_bar__plus_00_dot_92_bar__plus_00_dot_54 SpatulaType)
        (inReceptacle Spatula_bar__plus_02_dot_93_bar__plus_00_dot_92_bar__plus_00_dot_54 Drawer_bar__plus_03_dot_02_bar__plus_00_dot_77_bar__plus_00_dot_70)
        (objectAtLocation Spatula_bar__plus_02_dot_93_bar__plus_00_dot_92_bar__plus_00_dot_54 loc_bar_9_bar__minus_1_bar_0_bar_30)
        (cleanable Spatula_bar__plus_02_dot_93_bar__plus_00_dot_92_bar__plus_00_dot_54)
        (pickupable Spatula_bar__plus_02_dot_93_bar__plus_00_dot_92_bar__plus_00_dot_54)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType LadleType)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType SaltShakerType)
        (canContain CounterTopType AppleType)
        (canContain CounterTopType DishSpongeType)
        (canContain CounterTopType LadleType)
        (canContain CounterTopType PepperShakerType)
        (canContain CounterTopType PotatoType)
        (canContain CounterTopType SaltShakerType)
        (canContain CounterTopType SpatulaType)
        (canContain DrawerType DishSpongeType)
        (canContain DrawerType LadleType)
        (canContain DrawerType PepperShakerType)
        (canContain DrawerType SaltShakerType)
        (canContain DrawerType SpatulaType)
        (canContain FridgeType AppleType)
        (canContain FridgeType PotatoType)
        (canContain GarbageCanType AppleType)
        (canContain GarbageCanType DishSpongeType)
        (canContain GarbageCanType PotatoType)
        (canContain MicrowaveType AppleType)
        (canContain MicrowaveType PotatoType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType LadleType)
        (canContain SinkBasinType PotatoType)
        (canContain SinkBasinType SpatulaType)
        (atLocation agent1 loc_bar_7_bar_2_bar_1_bar_30)
    )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o AppleType)
                            (receptacleType ?r MicrowaveType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    