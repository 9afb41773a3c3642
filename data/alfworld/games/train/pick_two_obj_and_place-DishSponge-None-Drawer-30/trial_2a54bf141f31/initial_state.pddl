(define (problem plan_trial_2a54bf141f31)
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
        DishSponge_bar__plus_02_dot_75_bar__plus_00_dot_48_bar__minus_00_dot_57 - object
        DishSponge_bar__plus_00_dot_89_bar__plus_01_dot_97_bar__minus_01_dot_00 - object
        SaltShaker_bar__plus_02_dot_97_bar__plus_01_dot_05_bar__minus_00_dot_13 - object
        Knife_bar__plus_01_dot_22_bar__plus_01_dot_20_bar__plus_00_dot_41 - object
        Knife_bar__plus_01_dot_25_bar__plus_01_dot_00_bar__plus_00_dot_69 - object
        Tomato_bar__minus_01_dot_09_bar__plus_00_dot_97_bar__plus_01_dot_28 - object
        Tomato_bar__plus_02_dot_85_bar__plus_01_dot_01_bar__minus_00_dot_03 - object
        Lettuce_bar__plus_00_dot_02_bar__plus_01_dot_08_bar__minus_01_dot_67 - object
        Glassbottle_bar__minus_00_dot_18_bar__plus_01_dot_96_bar__minus_01_dot_45 - object
        Glassbottle_bar__plus_01_dot_51_bar__plus_01_dot_90_bar__minus_01_dot_48 - object
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
        (objectType DishSponge_bar__plus_02_dot_75_bar__plus_00_dot_48_bar__minus_00_dot_57 DishSpongeType)
        (inReceptacle DishSponge_bar__plus_02_dot_75_bar__plus_00_dot_48_bar__minus_00_dot_57 Cabinet_bar__plus_02_dot_85_bar__plus_00_dot_42_bar__minus_00_dot_61)
        (objectAtLocation DishSponge_bar__plus_02_dot_75_bar__plus_00_dot_48_bar__minus_00_dot_57 loc_bar_8_bar_0_bar_1_bar_30)
        (cleanable DishSponge_bar__plus_02_dot_75_bar__plus_00_dot_48_bar__minus_00_dot_57)
        (pickupable DishSponge_bar__plus_02_dot_75_bar__plus_00_dot_48_bar__minus_00_dot_57)
        (objectType DishSponge_bar__plus_00_dot_89_bar__plus_01_dot_97_bar__minus_01_dot_00 DishSpongeType)
        (inReceptacle DishSponge_bar__plus_00_dot_89_bar__plus_01_dot_97_bar__minus_01_dot_00 Cabinet_bar__plus_00_dot_62_bar__plus_01_dot_87_bar__minus_01_dot_26)
        (objectAtLocation DishSponge_bar__plus_00_dot_89_bar__plus_01_dot_97_bar__minus_01_dot_00 loc_bar_4_bar__minus_2_bar_2_bar_0)
        (cleanable DishSponge_bar__plus_00_dot_89_bar__plus_01_dot_97_bar__minus_01_dot_00)
        (pickupable DishSponge_bar__plus_00_dot_89_bar__plus_01_dot_97_bar__minus_01_dot_00)
        (objectType SaltShaker_bar__plus_02_dot_97_bar__plus_01_dot_05_bar__minus_00_dot_13 SaltShakerType)
        (inReceptacle SaltShaker_bar__plus_02_dot_97_bar__plus_01_dot_05_bar__minus_00_dot_13 CounterTop_bar__plus_03_dot_11_bar__plus_00_dot_94_bar__plus_00_dot_02)
        (objectAtLocation SaltShaker_bar__plus_02_dot_97_bar__plus_01_dot_05_bar__minus_00_dot_13 loc_bar_10_bar__minus_2_bar_1_bar_30)
        (pickupable SaltShaker_bar__plus_02_dot_97_bar__plus_01_dot_05_bar__minus_00_dot_13)
        (objectType Knife_bar__plus_01_dot_22_bar__plus_01_dot_20_bar__plus_00_dot_41 KnifeType)
        (inReceptacle Knife_bar__plus_01_dot_22_bar__plus_01_dot_20_bar__plus_00_dot_41 CounterTop_bar__plus_01_dot_21_bar__plus_00_dot_94_bar__plus_00_dot_46)
        (objectAtLocation Knife_bar__plus_01_dot_22_bar__plus_01_dot_20_bar__plus_00_dot_41 loc_bar_4_bar__minus_2_bar_0_bar_30)
        (cleanable Knife_bar__plus_01_dot_22_bar__plus_01_dot_20_bar__plus_00_dot_41)
        (pickupable Knife_bar__plus_01_dot_22_bar__plus_01_dot_20_bar__plus_00_dot_41)
        (objectType Knife_bar__plus_01_dot_25_bar__plus_01_dot_00_bar__plus_00_dot_69 KnifeType)
        (inReceptacle Knife_bar__plus_01_dot_25_bar__plus_01_dot_00_bar__plus_00_dot_69 CounterTop_bar__plus_01_dot_21_bar__plus_00_dot_94_bar__plus_00_dot_46)
        (objectAtLocation Knife_bar__plus_01_dot_25_bar__plus_01_dot_00_bar__plus_00_dot_69 loc_bar_4_bar__minus_2_bar_0_bar_30)
        (cleanable Knife_bar__plus_01_dot_25_bar__plus_01_dot_00_bar__plus_00_dot_69)
        (pickupable Knife_bar__plus_01_dot_25_bar__plus_01_dot_00_bar__plus_00_dot_69)
        (objectType Tomato_bar__minus_01_dot_09_bar__plus_00_dot_97_bar__plus_01_dot_28 TomatoType)
        (inReceptacle Tomato_bar__minus_01_dot_09_bar__plus_00_dot_97_bar__plus_01_dot_28 Microwave_bar__minus_01_dot_03_bar__plus_00_dot_89_bar__plus_01_dot_43)
        (objectAtLocation Tomato_bar__minus_01_dot_09_bar__plus_00_dot_97_bar__plus_01_dot_28 loc_bar__minus_1_bar_5_bar_3_bar_30)
        (cleanable Tomato_bar__minus_01_dot_09_bar__plus_00_dot_97_bar__plus_01_dot_28)
        (heatable Tomato_bar__minus_01_dot_09_bar__plus_00_dot_97_bar__plus_01_dot_28)
        (coolable Tomato_bar__minus_01_dot_09_bar__plus_00_dot_97_bar__plus_01_dot_28)
        (sliceable Tomato_bar__minus_01_dot_09_bar__plus_00_dot_97_bar__plus_01_dot_28)
        (pickupable Tomato_bar__minus_01_dot_09_bar__plus_00_dot_97_bar__plus_01_dot_28)
        (objectType Tomato_bar__plus_02_dot_85_bar__plus_01_dot_01_bar__minus_00_dot_03 TomatoType)
        (inReceptacle Tomato_bar__plus_02_dot_85_bar__plus_01_dot_01_bar__minus_00_dot_03 Sink_bar__plus_03_dot_08_bar__plus_00_dot_89_bar__plus_00_dot_09_bar_SinkBasin)
        (objectAtLocation Tomato_bar__plus_02_dot_85_bar__plus_01_dot_01_bar__minus_00_dot_03 loc_bar_10_bar__minus_1_bar_1_bar_30)
        (cleanable Tomato_bar__plus_02_dot_85_bar__plus_01_dot_01_bar__minus_00_dot_03)
        (heatable Tomato_bar__plus_02_dot_85_bar__plus_01_dot_01_bar__minus_00_dot_03)
        (coolable Tomato_bar__plus_02_dot_85_bar__plus_01_dot_01_bar__minus_00_dot_03)
        (sliceable Tomato_bar__plus_02_dot_85_bar__plus_01_dot_01_bar__minus_00_dot_03)
        (pickupable Tomato_bar__plus_02_dot_85_bar__plus_01_dot_01_bar__minus_00_dot_03)
        (objectType Lettuce_bar__plus_00_dot_02_bar__plus_01_dot_08_bar__minus_01_dot_67 LettuceType)
        (inReceptacle Lettuce_bar__plus_00_dot_02_bar__plus_01_dot_08_bar__minus_01_dot_67 CounterTop_bar__plus_00_dot_09_bar__plus_00_dot_89_bar__minus_01_dot_52)
        (objectAtLocation Lettuce_bar__plus_00_dot_02_bar__plus_01_dot_08_bar__minus_01_dot_67 loc_bar_1_bar__minus_3_bar_2_bar_30)
        (cleanable Lettuce_bar__plus_00_dot_02_bar__plus_01_dot_08_bar__minus_01_dot_67)
        (coolable Lettuce_bar__plus_00_dot_02_bar__plus_01_dot_08_bar__minus_01_dot_67)
        (sliceable Lettuce_bar__plus_00_dot_02_bar__plus_01_dot_08_bar__minus_01_dot_67)
        (pickupable Lettuce_bar__plus_00_dot_02_bar__plus_01_dot_08_bar__minus_01_dot_67)
        (objectType Glassbottle_bar__minus_00_dot_18_bar__plus_01_dot_96_bar__minus_01_dot_45 GlassbottleType)
        (inReceptacle Glassbottle_bar__minus_00_dot_18_bar__plus_01_dot_96_bar__minus_01_dot_45 Cabinet_bar__minus_00_dot_20_bar__plus_01_dot_96_bar__minus_01_dot_33)
        (objectAtLocation Glassbottle_bar__minus_00_dot_18_bar__plus_01_dot_96_bar__minus_01_dot_45 loc_bar_0_bar__minus_2_bar_2_bar__minus_30)
        (pickupable Glassbottle_bar__minus_00_dot_18_bar__plus_01_dot_96_bar__minus_01_dot_45)
        (objectType Glassbottle_bar__plus_01_dot_51_bar__plus_01_dot_90_bar__minus_01_dot_48 GlassbottleType)
        (inReceptacle Glassbottle_bar__plus_01_dot_51_bar__plus_01_dot_90_bar__minus_01_dot_48 Cabinet_bar__plus_01_dot_40_bar__plus_01_dot_87_bar__minus_01_dot_26)
        (objectAtLocation Glassbottle_bar__plus_01_dot_51_bar__plus_01_dot_90_bar__minus_01_dot_48 loc_bar_5_bar__minus_2_bar_2_bar_0)
        (pickupable Glassbottle_bar__plus_01_dot_51_bar__plus_01_dot_90_bar__minus_01_dot_48)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType GlassbottleType)
        (canContain CabinetType SaltShakerType)
        (canContain CounterTopType DishSpongeType)
        (canContain CounterTopType GlassbottleType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType LettuceType)
        (canContain CounterTopType SaltShakerType)
        (canContain CounterTopType TomatoType)
        (canContain DrawerType DishSpongeType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType SaltShakerType)
        (canContain FridgeType GlassbottleType)
        (canContain FridgeType LettuceType)
        (canContain FridgeType TomatoType)
        (canContain GarbageCanType DishSpongeType)
        (canContain GarbageCanType LettuceType)
        (canContain GarbageCanType TomatoType)
        (canContain MicrowaveType GlassbottleType)
        (canContain MicrowaveType TomatoType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType GlassbottleType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType LettuceType)
        (canContain SinkBasinType TomatoType)
        (atLocation agent1 loc_bar_7_bar_2_bar_1_bar_30)
    )

                (:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 DishSpongeType)
                                    (receptacleType ?r DrawerType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 DishSpongeType)
                                            (receptacleType ?r DrawerType)
                                            (inReceptacle ?o2 ?r)
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
            