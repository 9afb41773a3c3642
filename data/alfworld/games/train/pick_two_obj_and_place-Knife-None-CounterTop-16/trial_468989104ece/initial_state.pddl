(define (problem plan_trial_468989104ece)
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
        Knife_bar__plus_02_dot_26_bar__plus_00_dot_77_bar__plus_04_dot_01 - object
        Knife_bar__plus_02_dot_64_bar__plus_01_dot_11_bar__minus_00_dot_86 - object
        Spatula_bar__plus_01_dot_49_bar__plus_00_dot_95_bar__minus_01_dot_53 - object
        Spatula_bar__plus_02_dot_03_bar__plus_01_dot_06_bar__plus_01_dot_58 - object
        Fork_bar__minus_00_dot_79_bar__plus_01_dot_00_bar__plus_01_dot_96 - object
        SoapBottle_bar__plus_02_dot_75_bar__plus_00_dot_99_bar__minus_00_dot_91 - object
        SoapBottle_bar__minus_00_dot_94_bar__plus_02_dot_27_bar__plus_00_dot_63 - object
        WineBottle_bar__plus_02_dot_64_bar__plus_00_dot_64_bar__minus_01_dot_42 - object
        WineBottle_bar__plus_02_dot_23_bar__plus_02_dot_48_bar__minus_01_dot_76 - object
        Cabinet_bar__plus_01_dot_14_bar__plus_00_dot_39_bar__minus_01_dot_36 - receptacle
        Cabinet_bar__plus_01_dot_14_bar__plus_02_dot_23_bar__minus_01_dot_71 - receptacle
        Cabinet_bar__plus_01_dot_50_bar__plus_02_dot_48_bar__minus_01_dot_71 - receptacle
        Cabinet_bar__plus_02_dot_39_bar__plus_02_dot_48_bar__minus_01_dot_71 - receptacle
        Cabinet_bar__plus_02_dot_47_bar__plus_00_dot_38_bar__minus_00_dot_48 - receptacle
        Cabinet_bar__plus_02_dot_47_bar__plus_00_dot_38_bar__minus_00_dot_49 - receptacle
        Cabinet_bar__plus_02_dot_47_bar__plus_00_dot_38_bar__minus_01_dot_34 - receptacle
        Cabinet_bar__plus_02_dot_47_bar__plus_00_dot_47_bar__plus_00_dot_37 - receptacle
        Cabinet_bar__plus_02_dot_73_bar__plus_02_dot_23_bar__minus_01_dot_71 - receptacle
        Cabinet_bar__plus_02_dot_75_bar__plus_02_dot_22_bar__plus_00_dot_02 - receptacle
        Cabinet_bar__plus_02_dot_75_bar__plus_02_dot_22_bar__minus_00_dot_83 - receptacle
        Cabinet_bar__plus_02_dot_75_bar__plus_02_dot_22_bar__minus_00_dot_84 - receptacle
        Cabinet_bar__plus_02_dot_75_bar__plus_02_dot_22_bar__minus_01_dot_69 - receptacle
        Cabinet_bar__minus_00_dot_36_bar__plus_00_dot_38_bar__plus_00_dot_27 - receptacle
        Cabinet_bar__minus_00_dot_36_bar__plus_00_dot_38_bar__plus_01_dot_71 - receptacle
        Cabinet_bar__minus_00_dot_36_bar__plus_00_dot_38_bar__plus_02_dot_63 - receptacle
        Cabinet_bar__minus_00_dot_66_bar__plus_02_dot_23_bar__plus_00_dot_59 - receptacle
        Cabinet_bar__minus_00_dot_82_bar__plus_02_dot_22_bar__plus_00_dot_62 - receptacle
        Cabinet_bar__minus_00_dot_82_bar__plus_02_dot_22_bar__plus_01_dot_60 - receptacle
        Cabinet_bar__minus_00_dot_82_bar__plus_02_dot_22_bar__plus_01_dot_62 - receptacle
        Cabinet_bar__minus_00_dot_82_bar__plus_02_dot_22_bar__plus_02_dot_61 - receptacle
        CounterTop_bar__plus_02_dot_81_bar__plus_00_dot_99_bar__plus_00_dot_68 - receptacle
        CounterTop_bar__minus_00_dot_81_bar__plus_01_dot_06_bar__plus_02_dot_19 - receptacle
        DiningTable_bar__plus_02_dot_45_bar__plus_00_dot_67_bar__plus_03_dot_98 - receptacle
        Drawer_bar__plus_01_dot_35_bar__plus_00_dot_84_bar__minus_01_dot_54 - receptacle
        Drawer_bar__plus_01_dot_65_bar__plus_00_dot_83_bar__plus_01_dot_67 - receptacle
        Drawer_bar__plus_01_dot_94_bar__plus_00_dot_83_bar__plus_01_dot_35 - receptacle
        Drawer_bar__plus_02_dot_23_bar__plus_00_dot_83_bar__plus_01_dot_04 - receptacle
        Drawer_bar__plus_02_dot_52_bar__plus_00_dot_83_bar__plus_00_dot_72 - receptacle
        Drawer_bar__plus_02_dot_69_bar__plus_00_dot_83_bar__plus_00_dot_16 - receptacle
        Drawer_bar__plus_02_dot_69_bar__plus_00_dot_83_bar__minus_00_dot_27 - receptacle
        Drawer_bar__plus_02_dot_69_bar__plus_00_dot_83_bar__minus_00_dot_70 - receptacle
        Drawer_bar__plus_02_dot_69_bar__plus_00_dot_83_bar__minus_01_dot_13 - receptacle
        Drawer_bar__minus_00_dot_64_bar__plus_00_dot_83_bar__plus_00_dot_62 - receptacle
        Drawer_bar__minus_00_dot_64_bar__plus_00_dot_83_bar__plus_01_dot_95 - receptacle
        Drawer_bar__minus_00_dot_64_bar__plus_00_dot_83_bar__plus_02_dot_42 - receptacle
        Fridge_bar__minus_00_dot_91_bar__plus_00_dot_00_bar__minus_00_dot_41 - receptacle
        Microwave_bar__plus_01_dot_94_bar__plus_01_dot_75_bar__minus_01_dot_83 - receptacle
        Sink_bar__minus_00_dot_72_bar__plus_01_dot_02_bar__plus_01_dot_33_bar_SinkBasin - receptacle
        CoffeeMachine_bar__plus_00_dot_84_bar__plus_02_dot_33_bar__plus_01_dot_99 - receptacle
        GarbageCan_bar__plus_01_dot_12_bar__plus_01_dot_75_bar__minus_00_dot_56 - receptacle
        StoveBurner_bar__plus_01_dot_00_bar__plus_00_dot_79_bar__plus_00_dot_30 - receptacle
        Toaster_bar__plus_00_dot_44_bar__plus_00_dot_52_bar__plus_01_dot_51 - receptacle
        loc_bar_0_bar__minus_1_bar_3_bar_0 - location
        loc_bar_0_bar_10_bar_3_bar__minus_30 - location
        loc_bar_0_bar_1_bar_3_bar__minus_30 - location
        loc_bar_0_bar_3_bar_3_bar__minus_30 - location
        loc_bar_0_bar_5_bar_3_bar__minus_30 - location
        loc_bar_0_bar_6_bar_3_bar_30 - location
        loc_bar_0_bar_7_bar_3_bar__minus_30 - location
        loc_bar_0_bar_9_bar_3_bar_30 - location
        loc_bar_10_bar_12_bar_0_bar_30 - location
        loc_bar_2_bar_11_bar_3_bar_30 - location
        loc_bar_2_bar_2_bar_3_bar_30 - location
        loc_bar_2_bar_4_bar_3_bar_30 - location
        loc_bar_2_bar_6_bar_2_bar_0 - location
        loc_bar_2_bar_6_bar_3_bar_30 - location
        loc_bar_2_bar_8_bar_3_bar_30 - location
        loc_bar_2_bar_9_bar_3_bar_30 - location
        loc_bar_3_bar__minus_4_bar_1_bar_30 - location
        loc_bar_3_bar_8_bar_0_bar_0 - location
        loc_bar_4_bar__minus_2_bar_3_bar_60 - location
        loc_bar_4_bar__minus_3_bar_2_bar__minus_30 - location
        loc_bar_4_bar_1_bar_2_bar_60 - location
        loc_bar_4_bar_3_bar_0_bar_30 - location
        loc_bar_4_bar_4_bar_1_bar_30 - location
        loc_bar_5_bar_1_bar_0_bar_30 - location
        loc_bar_5_bar_2_bar_1_bar_30 - location
        loc_bar_6_bar__minus_1_bar_1_bar_30 - location
        loc_bar_6_bar__minus_3_bar_1_bar_30 - location
        loc_bar_6_bar_1_bar_1_bar_30 - location
        loc_bar_7_bar__minus_1_bar_1_bar_30 - location
        loc_bar_7_bar__minus_2_bar_1_bar__minus_30 - location
        loc_bar_7_bar__minus_2_bar_2_bar__minus_30 - location
        loc_bar_7_bar__minus_2_bar_2_bar_30 - location
        loc_bar_7_bar__minus_3_bar_1_bar__minus_30 - location
        loc_bar_7_bar__minus_3_bar_1_bar_30 - location
        loc_bar_7_bar_0_bar_1_bar_30 - location
        loc_bar_8_bar__minus_1_bar_0_bar_30 - location
        loc_bar_8_bar__minus_2_bar_1_bar__minus_30 - location
        loc_bar_8_bar__minus_3_bar_1_bar_30 - location
        loc_bar_8_bar__minus_4_bar_1_bar__minus_30 - location
        loc_bar_8_bar__minus_4_bar_2_bar__minus_30 - location
        loc_bar_8_bar_0_bar_1_bar_30 - location
        loc_bar_9_bar__minus_2_bar_1_bar_30 - location
        loc_bar_9_bar__minus_2_bar_2_bar__minus_30 - location
        loc_bar_9_bar__minus_4_bar_2_bar__minus_30 - location
    )
(:init
        (receptacleType Cabinet_bar__plus_01_dot_14_bar__plus_00_dot_39_bar__minus_01_dot_36 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_14_bar__plus_00_dot_39_bar__minus_01_dot_36 loc_bar_7_bar__minus_2_bar_2_bar_30)
        (openable Cabinet_bar__plus_01_dot_14_bar__plus_00_dot_39_bar__minus_01_dot_36)
        (receptacleType Cabinet_bar__plus_01_dot_14_bar__plus_02_dot_23_bar__minus_01_dot_71 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_14_bar__plus_02_dot_23_bar__minus_01_dot_71 loc_bar_4_bar__minus_3_bar_2_bar__minus_30)
        (openable Cabinet_bar__plus_01_dot_14_bar__plus_02_dot_23_bar__minus_01_dot_71)
        (receptacleType Cabinet_bar__plus_01_dot_50_bar__plus_02_dot_48_bar__minus_01_dot_71 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_50_bar__plus_02_dot_48_bar__minus_01_dot_71 loc_bar_9_bar__minus_2_bar_2_bar__minus_30)
        (openable Cabinet_bar__plus_01_dot_50_bar__plus_02_dot_48_bar__minus_01_dot_71)
        (receptacleType Cabinet_bar__plus_02_dot_39_bar__plus_02_dot_48_bar__minus_01_dot_71 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_39_bar__plus_02_dot_48_bar__minus_01_dot_71 loc_bar_7_bar__minus_2_bar_2_bar__minus_30)
        (openable Cabinet_bar__plus_02_dot_39_bar__plus_02_dot_48_bar__minus_01_dot_71)
        (receptacleType Cabinet_bar__plus_02_dot_47_bar__plus_00_dot_38_bar__minus_00_dot_48 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_47_bar__plus_00_dot_38_bar__minus_00_dot_48 loc_bar_6_bar_1_bar_1_bar_30)
        (openable Cabinet_bar__plus_02_dot_47_bar__plus_00_dot_38_bar__minus_00_dot_48)
        (receptacleType Cabinet_bar__plus_02_dot_47_bar__plus_00_dot_38_bar__minus_00_dot_49 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_47_bar__plus_00_dot_38_bar__minus_00_dot_49 loc_bar_6_bar__minus_1_bar_1_bar_30)
        (openable Cabinet_bar__plus_02_dot_47_bar__plus_00_dot_38_bar__minus_00_dot_49)
        (receptacleType Cabinet_bar__plus_02_dot_47_bar__plus_00_dot_38_bar__minus_01_dot_34 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_47_bar__plus_00_dot_38_bar__minus_01_dot_34 loc_bar_6_bar__minus_3_bar_1_bar_30)
        (openable Cabinet_bar__plus_02_dot_47_bar__plus_00_dot_38_bar__minus_01_dot_34)
        (receptacleType Cabinet_bar__plus_02_dot_47_bar__plus_00_dot_47_bar__plus_00_dot_37 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_47_bar__plus_00_dot_47_bar__plus_00_dot_37 loc_bar_7_bar__minus_1_bar_1_bar_30)
        (openable Cabinet_bar__plus_02_dot_47_bar__plus_00_dot_47_bar__plus_00_dot_37)
        (receptacleType Cabinet_bar__plus_02_dot_73_bar__plus_02_dot_23_bar__minus_01_dot_71 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_73_bar__plus_02_dot_23_bar__minus_01_dot_71 loc_bar_9_bar__minus_4_bar_2_bar__minus_30)
        (openable Cabinet_bar__plus_02_dot_73_bar__plus_02_dot_23_bar__minus_01_dot_71)
        (receptacleType Cabinet_bar__plus_02_dot_75_bar__plus_02_dot_22_bar__plus_00_dot_02 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_75_bar__plus_02_dot_22_bar__plus_00_dot_02 loc_bar_7_bar__minus_2_bar_1_bar__minus_30)
        (openable Cabinet_bar__plus_02_dot_75_bar__plus_02_dot_22_bar__plus_00_dot_02)
        (receptacleType Cabinet_bar__plus_02_dot_75_bar__plus_02_dot_22_bar__minus_00_dot_83 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_75_bar__plus_02_dot_22_bar__minus_00_dot_83 loc_bar_8_bar__minus_2_bar_1_bar__minus_30)
        (openable Cabinet_bar__plus_02_dot_75_bar__plus_02_dot_22_bar__minus_00_dot_83)
        (receptacleType Cabinet_bar__plus_02_dot_75_bar__plus_02_dot_22_bar__minus_00_dot_84 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_75_bar__plus_02_dot_22_bar__minus_00_dot_84 loc_bar_7_bar__minus_3_bar_1_bar__minus_30)
        (openable Cabinet_bar__plus_02_dot_75_bar__plus_02_dot_22_bar__minus_00_dot_84)
        (receptacleType Cabinet_bar__plus_02_dot_75_bar__plus_02_dot_22_bar__minus_01_dot_69 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_75_bar__plus_02_dot_22_bar__minus_01_dot_69 loc_bar_8_bar__minus_4_bar_1_bar__minus_30)
        (openable Cabinet_bar__plus_02_dot_75_bar__plus_02_dot_22_bar__minus_01_dot_69)
        (receptacleType Cabinet_bar__minus_00_dot_36_bar__plus_00_dot_38_bar__plus_00_dot_27 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_36_bar__plus_00_dot_38_bar__plus_00_dot_27 loc_bar_2_bar_4_bar_3_bar_30)
        (openable Cabinet_bar__minus_00_dot_36_bar__plus_00_dot_38_bar__plus_00_dot_27)
        (receptacleType Cabinet_bar__minus_00_dot_36_bar__plus_00_dot_38_bar__plus_01_dot_71 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_36_bar__plus_00_dot_38_bar__plus_01_dot_71 loc_bar_2_bar_6_bar_3_bar_30)
        (openable Cabinet_bar__minus_00_dot_36_bar__plus_00_dot_38_bar__plus_01_dot_71)
        (receptacleType Cabinet_bar__minus_00_dot_36_bar__plus_00_dot_38_bar__plus_02_dot_63 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_36_bar__plus_00_dot_38_bar__plus_02_dot_63 loc_bar_2_bar_8_bar_3_bar_30)
        (openable Cabinet_bar__minus_00_dot_36_bar__plus_00_dot_38_bar__plus_02_dot_63)
        (receptacleType Cabinet_bar__minus_00_dot_66_bar__plus_02_dot_23_bar__plus_00_dot_59 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_66_bar__plus_02_dot_23_bar__plus_00_dot_59 loc_bar_0_bar_1_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_00_dot_66_bar__plus_02_dot_23_bar__plus_00_dot_59)
        (receptacleType Cabinet_bar__minus_00_dot_82_bar__plus_02_dot_22_bar__plus_00_dot_62 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_82_bar__plus_02_dot_22_bar__plus_00_dot_62 loc_bar_0_bar_3_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_00_dot_82_bar__plus_02_dot_22_bar__plus_00_dot_62)
        (receptacleType Cabinet_bar__minus_00_dot_82_bar__plus_02_dot_22_bar__plus_01_dot_60 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_82_bar__plus_02_dot_22_bar__plus_01_dot_60 loc_bar_0_bar_5_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_00_dot_82_bar__plus_02_dot_22_bar__plus_01_dot_60)
        (receptacleType Cabinet_bar__minus_00_dot_82_bar__plus_02_dot_22_bar__plus_01_dot_62 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_82_bar__plus_02_dot_22_bar__plus_01_dot_62 loc_bar_0_bar_7_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_00_dot_82_bar__plus_02_dot_22_bar__plus_01_dot_62)
        (receptacleType Cabinet_bar__minus_00_dot_82_bar__plus_02_dot_22_bar__plus_02_dot_61 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_82_bar__plus_02_dot_22_bar__plus_02_dot_61 loc_bar_0_bar_10_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_00_dot_82_bar__plus_02_dot_22_bar__plus_02_dot_61)
        (receptacleType CounterTop_bar__plus_02_dot_81_bar__plus_00_dot_99_bar__plus_00_dot_68 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_02_dot_81_bar__plus_00_dot_99_bar__plus_00_dot_68 loc_bar_9_bar__minus_2_bar_1_bar_30)
        (receptacleType CounterTop_bar__minus_00_dot_81_bar__plus_01_dot_06_bar__plus_02_dot_19 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_00_dot_81_bar__plus_01_dot_06_bar__plus_02_dot_19 loc_bar_0_bar_9_bar_3_bar_30)
        (receptacleType DiningTable_bar__plus_02_dot_45_bar__plus_00_dot_67_bar__plus_03_dot_98 DiningTableType)
        (receptacleAtLocation DiningTable_bar__plus_02_dot_45_bar__plus_00_dot_67_bar__plus_03_dot_98 loc_bar_10_bar_12_bar_0_bar_30)
        (receptacleType Drawer_bar__plus_01_dot_35_bar__plus_00_dot_84_bar__minus_01_dot_54 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_01_dot_35_bar__plus_00_dot_84_bar__minus_01_dot_54 loc_bar_3_bar__minus_4_bar_1_bar_30)
        (openable Drawer_bar__plus_01_dot_35_bar__plus_00_dot_84_bar__minus_01_dot_54)
        (receptacleType Drawer_bar__plus_01_dot_65_bar__plus_00_dot_83_bar__plus_01_dot_67 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_01_dot_65_bar__plus_00_dot_83_bar__plus_01_dot_67 loc_bar_4_bar_3_bar_0_bar_30)
        (openable Drawer_bar__plus_01_dot_65_bar__plus_00_dot_83_bar__plus_01_dot_67)
        (receptacleType Drawer_bar__plus_01_dot_94_bar__plus_00_dot_83_bar__plus_01_dot_35 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_01_dot_94_bar__plus_00_dot_83_bar__plus_01_dot_35 loc_bar_4_bar_4_bar_1_bar_30)
        (openable Drawer_bar__plus_01_dot_94_bar__plus_00_dot_83_bar__plus_01_dot_35)
        (receptacleType Drawer_bar__plus_02_dot_23_bar__plus_00_dot_83_bar__plus_01_dot_04 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_23_bar__plus_00_dot_83_bar__plus_01_dot_04 loc_bar_5_bar_2_bar_1_bar_30)
        (openable Drawer_bar__plus_02_dot_23_bar__plus_00_dot_83_bar__plus_01_dot_04)
        (receptacleType Drawer_bar__plus_02_dot_52_bar__plus_00_dot_83_bar__plus_00_dot_72 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_52_bar__plus_00_dot_83_bar__plus_00_dot_72 loc_bar_8_bar__minus_1_bar_0_bar_30)
        (openable Drawer_bar__plus_02_dot_52_bar__plus_00_dot_83_bar__plus_00_dot_72)
        (receptacleType Drawer_bar__plus_02_dot_69_bar__plus_00_dot_83_bar__plus_00_dot_16 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_69_bar__plus_00_dot_83_bar__plus_00_dot_16 loc_bar_7_bar_0_bar_1_bar_30)
        (openable Drawer_bar__plus_02_dot_69_bar__plus_00_dot_83_bar__plus_00_dot_16)
        (receptacleType Drawer_bar__plus_02_dot_69_bar__plus_00_dot_83_bar__minus_00_dot_27 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_69_bar__plus_00_dot_83_bar__minus_00_dot_27 loc_bar_8_bar_0_bar_1_bar_30)
        (openable Drawer_bar__plus_02_dot_69_bar__plus_00_dot_83_bar__minus_00_dot_27)
        (receptacleType Drawer_bar__plus_02_dot_69_bar__plus_00_dot_83_bar__minus_00_dot_70 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_69_bar__plus_00_dot_83_bar__minus_00_dot_70 loc_bar_7_bar__minus_3_bar_1_bar_30)
        (openable Drawer_bar__plus_02_dot_69_bar__plus_00_dot_83_bar__minus_00_dot_70)
        (receptacleType Drawer_bar__plus_02_dot_69_bar__plus_00_dot_83_bar__minus_01_dot_13 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_69_bar__plus_00_dot_83_bar__minus_01_dot_13 loc_bar_8_bar__minus_3_bar_1_bar_30)
        (openable Drawer_bar__plus_02_dot_69_bar__plus_00_dot_83_bar__minus_01_dot_13)
        (receptacleType Drawer_bar__minus_00_dot_64_bar__plus_00_dot_83_bar__plus_00_dot_62 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_64_bar__plus_00_dot_83_bar__plus_00_dot_62 loc_bar_2_bar_2_bar_3_bar_30)
        (openable Drawer_bar__minus_00_dot_64_bar__plus_00_dot_83_bar__plus_00_dot_62)
        (receptacleType Drawer_bar__minus_00_dot_64_bar__plus_00_dot_83_bar__plus_01_dot_95 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_64_bar__plus_00_dot_83_bar__plus_01_dot_95 loc_bar_2_bar_9_bar_3_bar_30)
        (openable Drawer_bar__minus_00_dot_64_bar__plus_00_dot_83_bar__plus_01_dot_95)
        (receptacleType Drawer_bar__minus_00_dot_64_bar__plus_00_dot_83_bar__plus_02_dot_42 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_64_bar__plus_00_dot_83_bar__plus_02_dot_42 loc_bar_2_bar_11_bar_3_bar_30)
        (openable Drawer_bar__minus_00_dot_64_bar__plus_00_dot_83_bar__plus_02_dot_42)
        (receptacleType Fridge_bar__minus_00_dot_91_bar__plus_00_dot_00_bar__minus_00_dot_41 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_00_dot_91_bar__plus_00_dot_00_bar__minus_00_dot_41 loc_bar_0_bar__minus_1_bar_3_bar_0)
        (openable Fridge_bar__minus_00_dot_91_bar__plus_00_dot_00_bar__minus_00_dot_41)
        (receptacleType Microwave_bar__plus_01_dot_94_bar__plus_01_dot_75_bar__minus_01_dot_83 MicrowaveType)
        (receptacleAtLocation Microwave_bar__plus_01_dot_94_bar__plus_01_dot_75_bar__minus_01_dot_83 loc_bar_8_bar__minus_4_bar_2_bar__minus_30)
        (openable Microwave_bar__plus_01_dot_94_bar__plus_01_dot_75_bar__minus_01_dot_83)
        (receptacleType Sink_bar__minus_00_dot_72_bar__plus_01_dot_02_bar__plus_01_dot_33_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_00_dot_72_bar__plus_01_dot_02_bar__plus_01_dot_33_bar_SinkBasin loc_bar_0_bar_6_bar_3_bar_30)
        (receptacleType CoffeeMachine_bar__plus_00_dot_84_bar__plus_02_dot_33_bar__plus_01_dot_99 CoffeeMachineType)
        (receptacleAtLocation CoffeeMachine_bar__plus_00_dot_84_bar__plus_02_dot_33_bar__plus_01_dot_99 loc_bar_3_bar_8_bar_0_bar_0)
        (receptacleType GarbageCan_bar__plus_01_dot_12_bar__plus_01_dot_75_bar__minus_00_dot_56 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__plus_01_dot_12_bar__plus_01_dot_75_bar__minus_00_dot_56 loc_bar_4_bar__minus_2_bar_3_bar_60)
        (receptacleType StoveBurner_bar__plus_01_dot_00_bar__plus_00_dot_79_bar__plus_00_dot_30 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar__plus_01_dot_00_bar__plus_00_dot_79_bar__plus_00_dot_30 loc_bar_4_bar_1_bar_2_bar_60)
        (receptacleType Toaster_bar__plus_00_dot_44_bar__plus_00_dot_52_bar__plus_01_dot_51 ToasterType)
        (receptacleAtLocation Toaster_bar__plus_00_dot_44_bar__plus_00_dot_52_bar__plus_01_dot_51 loc_bar_2_bar_6_bar_2_bar_0)
        (objectType Knife_bar__plus_02_dot_26_bar__plus_00_dot_77_bar__plus_04_dot_01 KnifeType)
        (inReceptacle Knife_bar__plus_02_dot_26_bar__plus_00_dot_77_bar__plus_04_dot_01 DiningTable_bar__plus_02_dot_45_bar__plus_00_dot_67_bar__plus_03_dot_98)
        (objectAtLocation Knife_bar__plus_02_dot_26_bar__plus_00_dot_77_bar__plus_04_dot_01 loc_bar_10_bar_12_bar_0_bar_30)
        (cleanable Knife_bar__plus_02_dot_26_bar__plus_00_dot_77_bar__plus_04_dot_01)
        (pickupable Knife_bar__plus_02_dot_26_bar__plus_00_dot_77_bar__plus_04_dot_01)
        (objectType Knife_bar__plus_02_dot_64_bar__plus_01_dot_11_bar__minus_00_dot_86 KnifeType)
        (inReceptacle Knife_bar__plus_02_dot_64_bar__plus_01_dot_11_bar__minus_00_dot_86 Drawer_bar__plus_02_dot_69_bar__plus_00_dot_83_bar__minus_00_dot_70)
        (objectAtLocation Knife_bar__plus_02_dot_64_bar__plus_01_dot_11_bar__minus_00_dot_86 loc_bar_7_bar__minus_3_bar_1_bar_30)
        (cleanable Knife_bar__plus_02_dot_64_bar__plus_01_dot_11_bar__minus_00_dot_86)
        (pickupable Knife_bar__plus_02_dot_64_bar__plus_01_dot_11_bar__minus_00_dot_86)
        (objectType Spatula_bar__plus_01_dot_49_bar__plus_00_dot_95_bar__minus_01_dot_53 SpatulaType)
        (inReceptacle Spatula_bar__plus_01_dot_49_bar__plus_00_dot_95_bar__minus_01_dot_53 Drawer_bar__plus_01_dot_35_bar__plus_00_dot_84_bar__minus_01_dot_54)
        (objectAtLocation Spatula_bar__plus_01_dot_49_bar__plus_00_dot_95_bar__minus_01_dot_53 loc_bar_3_bar__minus_4_bar_1_bar_30)
        (cleanable Spatula_bar__plus_01_dot_49_bar__plus_00_dot_95_bar__minus_01_dot_53)
        (pickupable Spatula_bar__plus_01_dot_49_bar__plus_00_dot_95_bar__minus_01_dot_53)
        (objectType Spatula_bar__plus_02_dot_03_bar__plus_01_dot_06_bar__plus_01_dot_58 SpatulaType)
        (inReceptacle Spatula_bar__plus_02_dot_03_bar__plus_01_dot_06_bar__plus_01_dot_58 Drawer_bar__plus_01_dot_94_bar__plus_00_dot_83_bar__plus_01_dot_35)
        (objectAtLocation Spatula_bar__plus_02_dot_03_bar__plus_01_dot_06_bar__plus_01_dot_58 loc_bar_4_bar_4_bar_1_bar_30)
        (cleanable Spatula_bar__plus_02_dot_03_bar__plus_01_dot_06_bar__plus_01_dot_58)
        (pickupable Spatula_bar__plus_02_dot_03_bar__plus_01_dot_06_bar__plus_01_dot_58)
        (objectType Fork_bar__minus_00_dot_79_bar__plus_01_dot_00_bar__plus_01_dot_96 ForkType)
        (inReceptacle Fork_bar__minus_00_dot_79_bar__plus_01_dot_00_bar__plus_01_dot_96 Drawer_bar__minus_00_dot_64_bar__plus_00_dot_83_bar__plus_01_dot_95)
        (objectAtLocation Fork_bar__minus_00_dot_79_bar__plus_01_dot_00_bar__plus_01_dot_96 loc_bar_2_bar_9_bar_3_bar_30)
        (cleanable Fork_bar__minus_00_dot_79_bar__plus_01_dot_00_bar__plus_01_dot_96)
        (pickupable Fork_bar__minus_00_dot_79_bar__plus_01_dot_00_bar__plus_01_dot_96)
        (objectType SoapBottle_bar__plus_02_dot_75_bar__plus_00_dot_99_bar__minus_00_dot_91 SoapBottleType)
        (inReceptacle SoapBottle_bar__plus_02_dot_75_bar__plus_00_dot_99_bar__minus_00_dot_91 Drawer_bar__plus_02_dot_69_bar__plus_00_dot_83_bar__minus_00_dot_70)
        (objectAtLocation SoapBottle_bar__plus_02_dot_75_bar__plus_00_dot_99_bar__minus_00_dot_91 loc_bar_7_bar__minus_3_bar_1_bar_30)
        (pickupable SoapBottle_bar__plus_02_dot_75_bar__plus_00_dot_99_bar__minus_00_dot_91)
        (objectType SoapBottle_bar__minus_00_dot_94_bar__plus_02_dot_27_bar__plus_00_dot_63 SoapBottleType)
        (inReceptacle SoapBottle_bar__minus_00_dot_94_bar__plus_02_dot_27_bar__plus_00_dot_63 Cabinet_bar__minus_00_dot_82_bar__plus_02_dot_22_bar__plus_00_dot_62)
        (objectAtLocation SoapBottle_bar__minus_00_dot_94_bar__plus_02_dot_27_bar__plus_00_dot_63 loc_bar_0_bar_3_bar_3_bar__minus_30)
        (pickupable SoapBottle_bar__minus_00_dot_94_bar__plus_02_dot_27_bar__plus_00_dot_63)
        (objectType WineBottle_bar__plus_02_dot_64_bar__plus_00_dot_64_bar__minus_01_dot_42 WineBottleType)
        (inReceptacle WineBottle_bar__plus_02_dot_64_bar__plus_00_dot_64_bar__minus_01_dot_42 Cabinet_bar__plus_02_dot_47_bar__plus_00_dot_38_bar__minus_01_dot_34)
        (objectAtLocation WineBottle_bar__plus_02_dot_64_bar__plus_00_dot_64_bar__minus_01_dot_42 loc_bar_6_bar__minus_3_bar_1_bar_30)
        (coolable WineBottle_bar__plus_02_dot_64_bar__plus_00_dot_64_bar__minus_01_dot_42)
        (pickupable WineBottle_bar__plus_02_dot_64_bar__plus_00_dot_64_bar__minus_01_dot_42)
        (objectType WineBottle_bar__plus_02_dot_23_bar__plus_02_dot_48_bar__minus_01_dot_76 WineBottleType)
        (inReceptacle WineBottle_bar__plus_02_dot_23_bar__plus_02_dot_48_bar__minus_01_dot_76 Cabinet_bar__plus_02_dot_39_bar__plus_02_dot_48_bar__minus_01_dot_71)
        (objectAtLocation WineBottle_bar__plus_02_dot_23_bar__plus_02_dot_48_bar__minus_01_dot_76 loc_bar_7_bar__minus_2_bar_2_bar__minus_30)
        (coolable WineBottle_bar__plus_02_dot_23_bar__plus_02_dot_48_bar__minus_01_dot_76)
        (pickupable WineBottle_bar__plus_02_dot_23_bar__plus_02_dot_48_bar__minus_01_dot_76)
        (canContain CabinetType SoapBottleType)
        (canContain CabinetType WineBottleType)
        (canContain CounterTopType ForkType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType SoapBottleType)
        (canContain CounterTopType SpatulaType)
        (canContain CounterTopType WineBottleType)
        (canContain DiningTableType ForkType)
        (canContain DiningTableType KnifeType)
        (canContain DiningTableType SoapBottleType)
        (canContain DiningTableType SpatulaType)
        (canContain DiningTableType WineBottleType)
        (canContain DrawerType ForkType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType SoapBottleType)
        (canContain DrawerType SpatulaType)
        (canContain FridgeType WineBottleType)
        (canContain GarbageCanType SoapBottleType)
        (canContain GarbageCanType WineBottleType)
        (canContain SinkBasinType ForkType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType SpatulaType)
        (atLocation agent1 loc_bar_5_bar_1_bar_0_bar_30)
    )

                (:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 KnifeType)
                                    (receptacleType ?r CounterTopType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 KnifeType)
                                            (receptacleType ?r CounterTopType)
                                            (inReceptacle ?o2 ?r)
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
            