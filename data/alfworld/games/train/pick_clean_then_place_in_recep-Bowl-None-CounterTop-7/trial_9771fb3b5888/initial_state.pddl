(define (problem plan_trial_9771fb3b5888)
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
        Bowl_bar__plus_01_dot_69_bar__plus_00_dot_62_bar__minus_01_dot_54 - object
        Bowl_bar__plus_00_dot_84_bar__plus_02_dot_37_bar__minus_01_dot_67 - object
        Bowl_bar__plus_03_dot_67_bar__plus_00_dot_19_bar__plus_01_dot_46 - object
        Spatula_bar__minus_01_dot_61_bar__plus_00_dot_73_bar__minus_00_dot_76 - object
        Spatula_bar__plus_00_dot_25_bar__plus_01_dot_04_bar__minus_01_dot_70 - object
        Egg_bar__minus_02_dot_16_bar__plus_00_dot_99_bar__minus_00_dot_51 - object
        Egg_bar__minus_00_dot_19_bar__plus_00_dot_80_bar__minus_01_dot_83 - object
        Potato_bar__plus_00_dot_05_bar__plus_01_dot_06_bar__minus_01_dot_84 - object
        Potato_bar__minus_00_dot_07_bar__plus_00_dot_92_bar__minus_01_dot_84 - object
        SoapBottle_bar__plus_01_dot_51_bar__plus_02_dot_24_bar__minus_01_dot_26 - object
        Tomato_bar__minus_00_dot_21_bar__plus_00_dot_17_bar__plus_02_dot_03 - object
        Tomato_bar__plus_00_dot_96_bar__plus_01_dot_85_bar__minus_01_dot_78 - object
        Cabinet_bar__plus_00_dot_38_bar__plus_00_dot_37_bar__minus_01_dot_24 - receptacle
        Cabinet_bar__plus_00_dot_52_bar__plus_02_dot_01_bar__minus_01_dot_54 - receptacle
        Cabinet_bar__plus_00_dot_78_bar__plus_00_dot_37_bar__minus_01_dot_24 - receptacle
        Cabinet_bar__plus_00_dot_85_bar__plus_02_dot_26_bar__minus_01_dot_54 - receptacle
        Cabinet_bar__plus_01_dot_45_bar__plus_02_dot_26_bar__minus_01_dot_54 - receptacle
        Cabinet_bar__plus_01_dot_78_bar__plus_00_dot_37_bar__minus_01_dot_24 - receptacle
        Cabinet_bar__plus_01_dot_78_bar__plus_02_dot_01_bar__minus_01_dot_54 - receptacle
        Cabinet_bar__minus_00_dot_57_bar__plus_00_dot_37_bar__minus_01_dot_24 - receptacle
        Cabinet_bar__minus_00_dot_71_bar__plus_02_dot_01_bar__minus_01_dot_54 - receptacle
        Cabinet_bar__minus_01_dot_48_bar__plus_00_dot_37_bar__minus_01_dot_24 - receptacle
        Cabinet_bar__minus_01_dot_67_bar__plus_02_dot_01_bar__minus_01_dot_54 - receptacle
        Cabinet_bar__minus_02_dot_17_bar__plus_02_dot_01_bar__minus_01_dot_54 - receptacle
        Cabinet_bar__minus_02_dot_22_bar__plus_00_dot_37_bar__minus_01_dot_87 - receptacle
        CounterTop_bar__minus_01_dot_87_bar__plus_00_dot_95_bar__minus_00_dot_61 - receptacle
        DiningTable_bar__minus_02_dot_66_bar__plus_00_dot_83_bar__plus_03_dot_21 - receptacle
        Drawer_bar__plus_00_dot_60_bar__plus_00_dot_68_bar__minus_01_dot_40 - receptacle
        Drawer_bar__plus_01_dot_65_bar__plus_00_dot_68_bar__minus_01_dot_40 - receptacle
        Drawer_bar__minus_01_dot_64_bar__plus_00_dot_68_bar__minus_00_dot_93 - receptacle
        Drawer_bar__minus_02_dot_06_bar__plus_00_dot_68_bar__minus_01_dot_58 - receptacle
        Fridge_bar__minus_00_dot_04_bar__plus_00_dot_00_bar__plus_02_dot_18 - receptacle
        Microwave_bar__plus_01_dot_15_bar__plus_01_dot_65_bar__minus_01_dot_61 - receptacle
        Shelf_bar__plus_03_dot_69_bar__plus_00_dot_16_bar__plus_01_dot_64 - receptacle
        Shelf_bar__plus_03_dot_69_bar__plus_00_dot_54_bar__plus_01_dot_64 - receptacle
        Shelf_bar__plus_03_dot_69_bar__plus_00_dot_87_bar__plus_01_dot_64 - receptacle
        Sink_bar__plus_00_dot_02_bar__plus_00_dot_77_bar__minus_01_dot_71_bar_SinkBasin - receptacle
        CoffeeMachine_bar__plus_00_dot_58_bar__plus_00_dot_01_bar__plus_00_dot_86 - receptacle
        GarbageCan_bar__plus_02_dot_48_bar__plus_00_dot_65_bar__minus_00_dot_96 - receptacle
        StoveBurner_bar__plus_00_dot_99_bar__plus_00_dot_23_bar__plus_03_dot_19 - receptacle
        Toaster_bar__plus_03_dot_04_bar__plus_01_dot_21_bar__plus_00_dot_51 - receptacle
        loc_bar__minus_11_bar__minus_4_bar_1_bar_30 - location
        loc_bar__minus_11_bar__minus_5_bar_1_bar__minus_30 - location
        loc_bar__minus_11_bar_8_bar_0_bar_30 - location
        loc_bar__minus_12_bar__minus_5_bar_1_bar_30 - location
        loc_bar__minus_13_bar__minus_5_bar_1_bar_30 - location
        loc_bar__minus_1_bar__minus_1_bar_2_bar_30 - location
        loc_bar__minus_1_bar__minus_2_bar_3_bar_30 - location
        loc_bar__minus_2_bar__minus_2_bar_3_bar_30 - location
        loc_bar__minus_3_bar__minus_1_bar_2_bar_30 - location
        loc_bar__minus_3_bar__minus_3_bar_2_bar__minus_30 - location
        loc_bar__minus_4_bar__minus_3_bar_2_bar__minus_30 - location
        loc_bar_0_bar__minus_1_bar_2_bar_30 - location
        loc_bar_0_bar__minus_3_bar_2_bar_30 - location
        loc_bar_0_bar_5_bar_0_bar_0 - location
        loc_bar_10_bar__minus_4_bar_0_bar_45 - location
        loc_bar_10_bar__minus_6_bar_1_bar_30 - location
        loc_bar_10_bar_4_bar_1_bar_30 - location
        loc_bar_12_bar_2_bar_0_bar_30 - location
        loc_bar_12_bar_2_bar_2_bar_30 - location
        loc_bar_13_bar_3_bar_0_bar_30 - location
        loc_bar_1_bar__minus_2_bar_2_bar_30 - location
        loc_bar_2_bar__minus_2_bar_2_bar__minus_30 - location
        loc_bar_2_bar_3_bar_0_bar_0 - location
        loc_bar_3_bar__minus_2_bar_2_bar__minus_30 - location
        loc_bar_4_bar__minus_3_bar_2_bar__minus_30 - location
        loc_bar_4_bar_13_bar_0_bar_60 - location
        loc_bar_5_bar__minus_1_bar_2_bar_30 - location
        loc_bar_5_bar__minus_3_bar_2_bar__minus_30 - location
        loc_bar_5_bar__minus_3_bar_2_bar_0 - location
        loc_bar_7_bar__minus_1_bar_2_bar_30 - location
    )
(:init
        (receptacleType Cabinet_bar__plus_00_dot_38_bar__plus_00_dot_37_bar__minus_01_dot_24 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_38_bar__plus_00_dot_37_bar__minus_01_dot_24 loc_bar__minus_1_bar__minus_1_bar_2_bar_30)
        (openable Cabinet_bar__plus_00_dot_38_bar__plus_00_dot_37_bar__minus_01_dot_24)
        (receptacleType Cabinet_bar__plus_00_dot_52_bar__plus_02_dot_01_bar__minus_01_dot_54 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_52_bar__plus_02_dot_01_bar__minus_01_dot_54 loc_bar_4_bar__minus_3_bar_2_bar__minus_30)
        (openable Cabinet_bar__plus_00_dot_52_bar__plus_02_dot_01_bar__minus_01_dot_54)
        (receptacleType Cabinet_bar__plus_00_dot_78_bar__plus_00_dot_37_bar__minus_01_dot_24 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_78_bar__plus_00_dot_37_bar__minus_01_dot_24 loc_bar_0_bar__minus_1_bar_2_bar_30)
        (openable Cabinet_bar__plus_00_dot_78_bar__plus_00_dot_37_bar__minus_01_dot_24)
        (receptacleType Cabinet_bar__plus_00_dot_85_bar__plus_02_dot_26_bar__minus_01_dot_54 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_85_bar__plus_02_dot_26_bar__minus_01_dot_54 loc_bar_2_bar__minus_2_bar_2_bar__minus_30)
        (openable Cabinet_bar__plus_00_dot_85_bar__plus_02_dot_26_bar__minus_01_dot_54)
        (receptacleType Cabinet_bar__plus_01_dot_45_bar__plus_02_dot_26_bar__minus_01_dot_54 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_45_bar__plus_02_dot_26_bar__minus_01_dot_54 loc_bar_3_bar__minus_2_bar_2_bar__minus_30)
        (openable Cabinet_bar__plus_01_dot_45_bar__plus_02_dot_26_bar__minus_01_dot_54)
        (receptacleType Cabinet_bar__plus_01_dot_78_bar__plus_00_dot_37_bar__minus_01_dot_24 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_78_bar__plus_00_dot_37_bar__minus_01_dot_24 loc_bar_5_bar__minus_1_bar_2_bar_30)
        (openable Cabinet_bar__plus_01_dot_78_bar__plus_00_dot_37_bar__minus_01_dot_24)
        (receptacleType Cabinet_bar__plus_01_dot_78_bar__plus_02_dot_01_bar__minus_01_dot_54 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_78_bar__plus_02_dot_01_bar__minus_01_dot_54 loc_bar_5_bar__minus_3_bar_2_bar__minus_30)
        (openable Cabinet_bar__plus_01_dot_78_bar__plus_02_dot_01_bar__minus_01_dot_54)
        (receptacleType Cabinet_bar__minus_00_dot_57_bar__plus_00_dot_37_bar__minus_01_dot_24 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_57_bar__plus_00_dot_37_bar__minus_01_dot_24 loc_bar__minus_3_bar__minus_1_bar_2_bar_30)
        (openable Cabinet_bar__minus_00_dot_57_bar__plus_00_dot_37_bar__minus_01_dot_24)
        (receptacleType Cabinet_bar__minus_00_dot_71_bar__plus_02_dot_01_bar__minus_01_dot_54 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_71_bar__plus_02_dot_01_bar__minus_01_dot_54 loc_bar__minus_4_bar__minus_3_bar_2_bar__minus_30)
        (openable Cabinet_bar__minus_00_dot_71_bar__plus_02_dot_01_bar__minus_01_dot_54)
        (receptacleType Cabinet_bar__minus_01_dot_48_bar__plus_00_dot_37_bar__minus_01_dot_24 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_48_bar__plus_00_dot_37_bar__minus_01_dot_24 loc_bar__minus_2_bar__minus_2_bar_3_bar_30)
        (openable Cabinet_bar__minus_01_dot_48_bar__plus_00_dot_37_bar__minus_01_dot_24)
        (receptacleType Cabinet_bar__minus_01_dot_67_bar__plus_02_dot_01_bar__minus_01_dot_54 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_67_bar__plus_02_dot_01_bar__minus_01_dot_54 loc_bar__minus_3_bar__minus_3_bar_2_bar__minus_30)
        (openable Cabinet_bar__minus_01_dot_67_bar__plus_02_dot_01_bar__minus_01_dot_54)
        (receptacleType Cabinet_bar__minus_02_dot_17_bar__plus_02_dot_01_bar__minus_01_dot_54 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_17_bar__plus_02_dot_01_bar__minus_01_dot_54 loc_bar__minus_11_bar__minus_5_bar_1_bar__minus_30)
        (openable Cabinet_bar__minus_02_dot_17_bar__plus_02_dot_01_bar__minus_01_dot_54)
        (receptacleType Cabinet_bar__minus_02_dot_22_bar__plus_00_dot_37_bar__minus_01_dot_87 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_22_bar__plus_00_dot_37_bar__minus_01_dot_87 loc_bar__minus_12_bar__minus_5_bar_1_bar_30)
        (openable Cabinet_bar__minus_02_dot_22_bar__plus_00_dot_37_bar__minus_01_dot_87)
        (receptacleType CounterTop_bar__minus_01_dot_87_bar__plus_00_dot_95_bar__minus_00_dot_61 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_01_dot_87_bar__plus_00_dot_95_bar__minus_00_dot_61 loc_bar__minus_11_bar__minus_4_bar_1_bar_30)
        (receptacleType DiningTable_bar__minus_02_dot_66_bar__plus_00_dot_83_bar__plus_03_dot_21 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_02_dot_66_bar__plus_00_dot_83_bar__plus_03_dot_21 loc_bar__minus_11_bar_8_bar_0_bar_30)
        (receptacleType Drawer_bar__plus_00_dot_60_bar__plus_00_dot_68_bar__minus_01_dot_40 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_60_bar__plus_00_dot_68_bar__minus_01_dot_40 loc_bar_1_bar__minus_2_bar_2_bar_30)
        (openable Drawer_bar__plus_00_dot_60_bar__plus_00_dot_68_bar__minus_01_dot_40)
        (receptacleType Drawer_bar__plus_01_dot_65_bar__plus_00_dot_68_bar__minus_01_dot_40 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_01_dot_65_bar__plus_00_dot_68_bar__minus_01_dot_40 loc_bar_7_bar__minus_1_bar_2_bar_30)
        (openable Drawer_bar__plus_01_dot_65_bar__plus_00_dot_68_bar__minus_01_dot_40)
        (receptacleType Drawer_bar__minus_01_dot_64_bar__plus_00_dot_68_bar__minus_00_dot_93 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_01_dot_64_bar__plus_00_dot_68_bar__minus_00_dot_93 loc_bar__minus_1_bar__minus_2_bar_3_bar_30)
        (openable Drawer_bar__minus_01_dot_64_bar__plus_00_dot_68_bar__minus_00_dot_93)
        (receptacleType Drawer_bar__minus_02_dot_06_bar__plus_00_dot_68_bar__minus_01_dot_58 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_02_dot_06_bar__plus_00_dot_68_bar__minus_01_dot_58 loc_bar__minus_13_bar__minus_5_bar_1_bar_30)
        (openable Drawer_bar__minus_02_dot_06_bar__plus_00_dot_68_bar__minus_01_dot_58)
        (receptacleType Fridge_bar__minus_00_dot_04_bar__plus_00_dot_00_bar__plus_02_dot_18 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_00_dot_04_bar__plus_00_dot_00_bar__plus_02_dot_18 loc_bar_0_bar_5_bar_0_bar_0)
        (openable Fridge_bar__minus_00_dot_04_bar__plus_00_dot_00_bar__plus_02_dot_18)
        (receptacleType Microwave_bar__plus_01_dot_15_bar__plus_01_dot_65_bar__minus_01_dot_61 MicrowaveType)
        (receptacleAtLocation Microwave_bar__plus_01_dot_15_bar__plus_01_dot_65_bar__minus_01_dot_61 loc_bar_5_bar__minus_3_bar_2_bar_0)
        (openable Microwave_bar__plus_01_dot_15_bar__plus_01_dot_65_bar__minus_01_dot_61)
        (receptacleType Shelf_bar__plus_03_dot_69_bar__plus_00_dot_16_bar__plus_01_dot_64 ShelfType)
        (receptacleAtLocation Shelf_bar__plus_03_dot_69_bar__plus_00_dot_16_bar__plus_01_dot_64 loc_bar_13_bar_3_bar_0_bar_30)
        (receptacleType Shelf_bar__plus_03_dot_69_bar__plus_00_dot_54_bar__plus_01_dot_64 ShelfType)
        (receptacleAtLocation Shelf_bar__plus_03_dot_69_bar__plus_00_dot_54_bar__plus_01_dot_64 loc_bar_10_bar_4_bar_1_bar_30)
        (receptacleType Shelf_bar__plus_03_dot_69_bar__plus_00_dot_87_bar__plus_01_dot_64 ShelfType)
        (receptacleAtLocation Shelf_bar__plus_03_dot_69_bar__plus_00_dot_87_bar__plus_01_dot_64 loc_bar_12_bar_2_bar_0_bar_30)
        (receptacleType Sink_bar__plus_00_dot_02_bar__plus_00_dot_77_bar__minus_01_dot_71_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__plus_00_dot_02_bar__plus_00_dot_77_bar__minus_01_dot_71_bar_SinkBasin loc_bar_0_bar__minus_3_bar_2_bar_30)
        (receptacleType CoffeeMachine_bar__plus_00_dot_58_bar__plus_00_dot_01_bar__plus_00_dot_86 CoffeeMachineType)
        (receptacleAtLocation CoffeeMachine_bar__plus_00_dot_58_bar__plus_00_dot_01_bar__plus_00_dot_86 loc_bar_2_bar_3_bar_0_bar_0)
        (receptacleType GarbageCan_bar__plus_02_dot_48_bar__plus_00_dot_65_bar__minus_00_dot_96 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__plus_02_dot_48_bar__plus_00_dot_65_bar__minus_00_dot_96 loc_bar_10_bar__minus_4_bar_0_bar_45)
        (receptacleType StoveBurner_bar__plus_00_dot_99_bar__plus_00_dot_23_bar__plus_03_dot_19 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar__plus_00_dot_99_bar__plus_00_dot_23_bar__plus_03_dot_19 loc_bar_4_bar_13_bar_0_bar_60)
        (receptacleType Toaster_bar__plus_03_dot_04_bar__plus_01_dot_21_bar__plus_00_dot_51 ToasterType)
        (receptacleAtLocation Toaster_bar__plus_03_dot_04_bar__plus_01_dot_21_bar__plus_00_dot_51 loc_bar_12_bar_2_bar_2_bar_30)
        (objectType Bowl_bar__plus_01_dot_69_bar__plus_00_dot_62_bar__minus_01_dot_54 BowlType)
        (inReceptacle Bowl_bar__plus_01_dot_69_bar__plus_00_dot_62_bar__minus_01_dot_54 Cabinet_bar__plus_01_dot_78_bar__plus_00_dot_37_bar__minus_01_dot_24)
        (objectAtLocation Bowl_bar__plus_01_dot_69_bar__plus_00_dot_62_bar__minus_01_dot_54 loc_bar_5_bar__minus_1_bar_2_bar_30)
        (cleanable Bowl_bar__plus_01_dot_69_bar__plus_00_dot_62_bar__minus_01_dot_54)
        (coolable Bowl_bar__plus_01_dot_69_bar__plus_00_dot_62_bar__minus_01_dot_54)
        (pickupable Bowl_bar__plus_01_dot_69_bar__plus_00_dot_62_bar__minus_01_dot_54)
        (isReceptacleObject Bowl_bar__plus_01_dot_69_bar__plus_00_dot_62_bar__minus_01_dot_54)
        (objectType Bowl_bar__plus_00_dot_84_bar__plus_02_dot_37_bar__minus_01_dot_67 BowlType)
        (inReceptacle Bowl_bar__plus_00_dot_84_bar__plus_02_dot_37_bar__minus_01_dot_67 Cabinet_bar__plus_00_dot_85_bar__plus_02_dot_26_bar__minus_01_dot_54)
        (objectAtLocation Bowl_bar__plus_00_dot_84_bar__plus_02_dot_37_bar__minus_01_dot_67 loc_bar_2_bar__minus_2_bar_2_bar__minus_30)
        (cleanable Bowl_bar__plus_00_dot_84_bar__plus_02_dot_37_bar__minus_01_dot_67)
        (coolable Bowl_bar__plus_00_dot_84_bar__plus_02_dot_37_bar__minus_01_dot_67)
        (pickupable Bowl_bar__plus_00_dot_84_bar__plus_02_dot_37_bar__minus_01_dot_67)
        (isReceptacleObject Bowl_bar__plus_00_dot_84_bar__plus_02_dot_37_bar__minus_01_dot_67)
        (objectType Bowl_bar__plus_03_dot_67_bar__plus_00_dot_19_bar__plus_01_dot_46 BowlType)
        (inReceptacle Bowl_bar__plus_03_dot_67_bar__plus_00_dot_19_bar__plus_01_dot_46 Shelf_bar__plus_03_dot_69_bar__plus_00_dot_16_bar__plus_01_dot_64)
        (objectAtLocation Bowl_bar__plus_03_dot_67_bar__plus_00_dot_19_bar__plus_01_dot_46 loc_bar_13_bar_3_bar_0_bar_30)
        (cleanable Bowl_bar__plus_03_dot_67_bar__plus_00_dot_19_bar__plus_01_dot_46)
        (coolable Bowl_bar__plus_03_dot_67_bar__plus_00_dot_19_bar__plus_01_dot_46)
        (pickupable Bowl_bar__plus_03_dot_67_bar__plus_00_dot_19_bar__plus_01_dot_46)
        (isReceptacleObject Bowl_bar__plus_03_dot_67_bar__plus_00_dot_19_bar__plus_01_dot_46)
        (objectType Spatula_bar__minus_01_dot_61_bar__plus_00_dot_73_bar__minus_00_dot_76 SpatulaType)
        (inReceptacle Spatula_bar__minus_01_dot_61_bar__plus_00_dot_73_bar__minus_00_dot_76 Drawer_bar__minus_01_dot_64_bar__plus_00_dot_68_bar__minus_00_dot_93)
        (objectAtLocation Spatula_bar__minus_01_dot_61_bar__plus_00_dot_73_bar__minus_00_dot_76 loc_bar__minus_1_bar__minus_2_bar_3_bar_30)
        (cleanable Spatula_bar__minus_01_dot_61_bar__plus_00_dot_73_bar__minus_00_dot_76)
        (pickupable Spatula_bar__minus_01_dot_61_bar__plus_00_dot_73_bar__minus_00_dot_76)
        (objectType Spatula_bar__plus_00_dot_25_bar__plus_01_dot_04_bar__minus_01_dot_70 SpatulaType)
        (inReceptacle Spatula_bar__plus_00_dot_25_bar__plus_01_dot_04_bar__minus_01_dot_70 Sink_bar__plus_00_dot_02_bar__plus_00_dot_77_bar__minus_01_dot_71_bar_SinkBasin)
        (objectAtLocation Spatula_bar__plus_00_dot_25_bar__plus_01_dot_04_bar__minus_01_dot_70 loc_bar_0_bar__minus_3_bar_2_bar_30)
        (cleanable Spatula_bar__plus_00_dot_25_bar__plus_01_dot_04_bar__minus_01_dot_70)
        (pickupable Spatula_bar__plus_00_dot_25_bar__plus_01_dot_04_bar__minus_01_dot_70)
        (objectType Egg_bar__minus_02_dot_16_bar__plus_00_dot_99_bar__minus_00_dot_51 EggType)
        (inReceptacle Egg_bar__minus_02_dot_16_bar__plus_00_dot_99_bar__minus_00_dot_51 CounterTop_bar__minus_01_dot_87_bar__plus_00_dot_95_bar__minus_00_dot_61)
        (objectAtLocation Egg_bar__minus_02_dot_16_bar__plus_00_dot_99_bar__minus_00_dot_51 loc_bar__minus_11_bar__minus_4_bar_1_bar_30)
        (cleanable Egg_bar__minus_02_dot_16_bar__plus_00_dot_99_bar__minus_00_dot_51)
        (heatable Egg_bar__minus_02_dot_16_bar__plus_00_dot_99_bar__minus_00_dot_51)
        (coolable Egg_bar__minus_02_dot_16_bar__plus_00_dot_99_bar__minus_00_dot_51)
        (sliceable Egg_bar__minus_02_dot_16_bar__plus_00_dot_99_bar__minus_00_dot_51)
        (pickupable Egg_bar__minus_02_dot_16_bar__plus_00_dot_99_bar__minus_00_dot_51)
        (objectType Egg_bar__minus_00_dot_19_bar__plus_00_dot_80_bar__minus_01_dot_83 EggType)
        (inReceptacle Egg_bar__minus_00_dot_19_bar__plus_00_dot_80_bar__minus_01_dot_83 Sink_bar__plus_00_dot_02_bar__plus_00_dot_77_bar__minus_01_dot_71_bar_SinkBasin)
        (objectAtLocation Egg_bar__minus_00_dot_19_bar__plus_00_dot_80_bar__minus_01_dot_83 loc_bar_0_bar__minus_3_bar_2_bar_30)
        (cleanable Egg_bar__minus_00_dot_19_bar__plus_00_dot_80_bar__minus_01_dot_83)
        (heatable Egg_bar__minus_00_dot_19_bar__plus_00_dot_80_bar__minus_01_dot_83)
        (coolable Egg_bar__minus_00_dot_19_bar__plus_00_dot_80_bar__minus_01_dot_83)
        (sliceable Egg_bar__minus_00_dot_19_bar__plus_00_dot_80_bar__minus_01_dot_83)
        (pickupable Egg_bar__minus_00_dot_19_bar__plus_00_dot_80_bar__minus_01_dot_83)
        (objectType Potato_bar__plus_00_dot_05_bar__plus_01_dot_06_bar__minus_01_dot_84 PotatoType)
        (inReceptacle Potato_bar__plus_00_dot_05_bar__plus_01_dot_06_bar__minus_01_dot_84 Sink_bar__plus_00_dot_02_bar__plus_00_dot_77_bar__minus_01_dot_71_bar_SinkBasin)
        (objectAtLocation Potato_bar__plus_00_dot_05_bar__plus_01_dot_06_bar__minus_01_dot_84 loc_bar_0_bar__minus_3_bar_2_bar_30)
        (cleanable Potato_bar__plus_00_dot_05_bar__plus_01_dot_06_bar__minus_01_dot_84)
        (heatable Potato_bar__plus_00_dot_05_bar__plus_01_dot_06_bar__minus_01_dot_84)
        (coolable Potato_bar__plus_00_dot_05_bar__plus_01_dot_06_bar__minus_01_dot_84)
        (sliceable Potato_bar__plus_00_dot_05_bar__plus_01_dot_06_bar__minus_01_dot_84)
        (pickupable Potato_bar__plus_00_dot_05_bar__plus_01_dot_06_bar__minus_01_dot_84)
        (objectType Potato_bar__minus_00_dot_07_bar__plus_00_dot_92_bar__minus_01_dot_84 PotatoType)
        (inReceptacle Potato_bar__minus_00_dot_07_bar__plus_00_dot_92_bar__minus_01_dot_84 Sink_bar__plus_00_dot_02_bar__plus_00_dot_77_bar__minus_01_dot_71_bar_SinkBasin)
        (objectAtLocation Potato_bar__minus_00_dot_07_bar__plus_00_dot_92_bar__minus_01_dot_84 loc_bar_0_bar__minus_3_bar_2_bar_30)
        (cleanable Potato_bar__minus_00_dot_07_bar__plus_00_dot_92_bar__minus_01_dot_84)
        (heatable Potato_bar__minus_00_dot_07_bar__plus_00_dot_92_bar__minus_01_dot_84)
        (coolable Potato_bar__minus_00_dot_07_bar__plus_00_dot_92_bar__minus_01_dot_84)
        (sliceable Potato_bar__minus_00_dot_07_bar__plus_00_dot_92_bar__minus_01_dot_84)
        (pickupable Potato_bar__minus_00_dot_07_bar__plus_00_dot_92_bar__minus_01_dot_84)
        (objectType SoapBottle_bar__plus_01_dot_51_bar__plus_02_dot_24_bar__minus_01_dot_26 SoapBottleType)
        (inReceptacle SoapBottle_bar__plus_01_dot_51_bar__plus_02_dot_24_bar__minus_01_dot_26 Cabinet_bar__plus_01_dot_78_bar__plus_02_dot_01_bar__minus_01_dot_54)
        (objectAtLocation SoapBottle_bar__plus_01_dot_51_bar__plus_02_dot_24_bar__minus_01_dot_26 loc_bar_5_bar__minus_3_bar_2_bar__minus_30)
        (pickupable SoapBottle_bar__plus_01_dot_51_bar__plus_02_dot_24_bar__minus_01_dot_26)
        (objectType Tomato_bar__minus_00_dot_21_bar__plus_00_dot_17_bar__plus_02_dot_03 TomatoType)
        (inReceptacle Tomato_bar__minus_00_dot_21_bar__plus_00_dot_17_bar__plus_02_dot_03 Fridge_bar__minus_00_dot_04_bar__plus_00_dot_00_bar__plus_02_dot_18)
        (objectAtLocation Tomato_bar__minus_00_dot_21_bar__plus_00_dot_17_bar__plus_02_dot_03 loc_bar_0_bar_5_bar_0_bar_0)
        (cleanable Tomato_bar__minus_00_dot_21_bar__plus_00_dot_17_bar__plus_02_dot_03)
        (heatable Tomato_bar__minus_00_dot_21_bar__plus_00_dot_17_bar__plus_02_dot_03)
        (coolable Tomato_bar__minus_00_dot_21_bar__plus_00_dot_17_bar__plus_02_dot_03)
        (sliceable Tomato_bar__minus_00_dot_21_bar__plus_00_dot_17_bar__plus_02_dot_03)
        (pickupable Tomato_bar__minus_00_dot_21_bar__plus_00_dot_17_bar__plus_02_dot_03)
        (objectType Tomato_bar__plus_00_dot_96_bar__plus_01_dot_85_bar__minus_01_dot_78 TomatoType)
        (inReceptacle Tomato_bar__plus_00_dot_96_bar__plus_01_dot_85_bar__minus_01_dot_78 Microwave_bar__plus_01_dot_15_bar__plus_01_dot_65_bar__minus_01_dot_61)
        (objectAtLocation Tomato_bar__plus_00_dot_96_bar__plus_01_dot_85_bar__minus_01_dot_78 loc_bar_5_bar__minus_3_bar_2_bar_0)
        (cleanable Tomato_bar__plus_00_dot_96_bar__plus_01_dot_85_bar__minus_01_dot_78)
        (heatable Tomato_bar__plus_00_dot_96_bar__plus_01_dot_85_bar__minus_01_dot_78)
        (coolable Tomato_bar__plus_00_dot_96_bar__plus_01_dot_85_bar__minus_01_dot_78)
        (sliceable Tomato_bar__plus_00_dot_96_bar__plus_01_dot_85_bar__minus_01_dot_78)
        (pickupable Tomato_bar__plus_00_dot_96_bar__plus_01_dot_85_bar__minus_01_dot_78)
        (canContain CabinetType BowlType)
        (canContain CabinetType SoapBottleType)
        (canContain CounterTopType BowlType)
        (canContain CounterTopType EggType)
        (canContain CounterTopType PotatoType)
        (canContain CounterTopType SoapBottleType)
        (canContain CounterTopType SpatulaType)
        (canContain CounterTopType TomatoType)
        (canContain DiningTableType BowlType)
        (canContain DiningTableType EggType)
        (canContain DiningTableType PotatoType)
        (canContain DiningTableType SoapBottleType)
        (canContain DiningTableType SpatulaType)
        (canContain DiningTableType TomatoType)
        (canContain DrawerType SoapBottleType)
        (canContain DrawerType SpatulaType)
        (canContain FridgeType BowlType)
        (canContain FridgeType EggType)
        (canContain FridgeType PotatoType)
        (canContain FridgeType TomatoType)
        (canContain GarbageCanType EggType)
        (canContain GarbageCanType PotatoType)
        (canContain GarbageCanType SoapBottleType)
        (canContain GarbageCanType TomatoType)
        (canContain MicrowaveType BowlType)
        (canContain MicrowaveType EggType)
        (canContain MicrowaveType PotatoType)
        (canContain MicrowaveType TomatoType)
        (canContain ShelfType BowlType)
        (canContain ShelfType SoapBottleType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType PotatoType)
        (canContain SinkBasinType SpatulaType)
        (canContain SinkBasinType TomatoType)
        (atLocation agent1 loc_bar_10_bar__minus_6_bar_1_bar_30)
    )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o BowlType)
                            (receptacleType ?r CounterTopType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    