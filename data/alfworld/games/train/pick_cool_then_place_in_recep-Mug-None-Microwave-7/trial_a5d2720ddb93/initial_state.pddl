(define (problem plan_trial_a5d2720ddb93)
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
        Mug_bar__plus_00_dot_29_bar__plus_00_dot_94_bar__minus_01_dot_97 - object
        Mug_bar__plus_00_dot_63_bar__plus_00_dot_58_bar__minus_01_dot_35 - object
        Mug_bar__plus_03_dot_83_bar__plus_00_dot_62_bar__plus_01_dot_37 - object
        Pan_bar__minus_02_dot_42_bar__plus_02_dot_10_bar__minus_01_dot_83 - object
        Pan_bar__minus_00_dot_20_bar__plus_00_dot_92_bar__minus_01_dot_93 - object
        Spatula_bar__minus_02_dot_75_bar__plus_00_dot_96_bar__plus_03_dot_18 - object
        Apple_bar__plus_00_dot_18_bar__plus_00_dot_04_bar__plus_02_dot_33 - object
        Apple_bar__minus_00_dot_11_bar__plus_00_dot_86_bar__minus_01_dot_79 - object
        Plate_bar__minus_00_dot_58_bar__plus_02_dot_12_bar__minus_01_dot_58 - object
        Plate_bar__minus_00_dot_65_bar__plus_02_dot_23_bar__minus_01_dot_37 - object
        Vase_bar__minus_00_dot_88_bar__plus_02_dot_03_bar__minus_01_dot_65 - object
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
        (objectType Mug_bar__plus_00_dot_29_bar__plus_00_dot_94_bar__minus_01_dot_97 MugType)
        (inReceptacle Mug_bar__plus_00_dot_29_bar__plus_00_dot_94_bar__minus_01_dot_97 Sink_bar__plus_00_dot_02_bar__plus_00_dot_77_bar__minus_01_dot_71_bar_SinkBasin)
        (objectAtLocation Mug_bar__plus_00_dot_29_bar__plus_00_dot_94_bar__minus_01_dot_97 loc_bar_0_bar__minus_3_bar_2_bar_30)
        (cleanable Mug_bar__plus_00_dot_29_bar__plus_00_dot_94_bar__minus_01_dot_97)
        (heatable Mug_bar__plus_00_dot_29_bar__plus_00_dot_94_bar__minus_01_dot_97)
        (coolable Mug_bar__plus_00_dot_29_bar__plus_00_dot_94_bar__minus_01_dot_97)
        (pickupable Mug_bar__plus_00_dot_29_bar__plus_00_dot_94_bar__minus_01_dot_97)
        (isReceptacleObject Mug_bar__plus_00_dot_29_bar__plus_00_dot_94_bar__minus_01_dot_97)
        (objectType Mug_bar__plus_00_dot_63_bar__plus_00_dot_58_bar__minus_01_dot_35 MugType)
        (inReceptacle Mug_bar__plus_00_dot_63_bar__plus_00_dot_58_bar__minus_01_dot_35 Cabinet_bar__plus_00_dot_78_bar__plus_00_dot_37_bar__minus_01_dot_24)
        (objectAtLocation Mug_bar__plus_00_dot_63_bar__plus_00_dot_58_bar__minus_01_dot_35 loc_bar_0_bar__minus_1_bar_2_bar_30)
        (cleanable Mug_bar__plus_00_dot_63_bar__plus_00_dot_58_bar__minus_01_dot_35)
        (heatable Mug_bar__plus_00_dot_63_bar__plus_00_dot_58_bar__minus_01_dot_35)
        (coolable Mug_bar__plus_00_dot_63_bar__plus_00_dot_58_bar__minus_01_dot_35)
        (pickupable Mug_bar__plus_00_dot_63_bar__plus_00_dot_58_bar__minus_01_dot_35)
        (isReceptacleObject Mug_bar__plus_00_dot_63_bar__plus_00_dot_58_bar__minus_01_dot_35)
        (objectType Mug_bar__plus_03_dot_83_bar__plus_00_dot_62_bar__plus_01_dot_37 MugType)
        (inReceptacle Mug_bar__plus_03_dot_83_bar__plus_00_dot_62_bar__plus_01_dot_37 Shelf_bar__plus_03_dot_69_bar__plus_00_dot_54_bar__plus_01_dot_64)
        (objectAtLocation Mug_bar__plus_03_dot_83_bar__plus_00_dot_62_bar__plus_01_dot_37 loc_bar_10_bar_4_bar_1_bar_30)
        (cleanable Mug_bar__plus_03_dot_83_bar__plus_00_dot_62_bar__plus_01_dot_37)
        (heatable Mug_bar__plus_03_dot_83_bar__plus_00_dot_62_bar__plus_01_dot_37)
        (coolable Mug_bar__plus_03_dot_83_bar__plus_00_dot_62_bar__plus_01_dot_37)
        (pickupable Mug_bar__plus_03_dot_83_bar__plus_00_dot_62_bar__plus_01_dot_37)
        (isReceptacleObject Mug_bar__plus_03_dot_83_bar__plus_00_dot_62_bar__plus_01_dot_37)
        (objectType Pan_bar__minus_02_dot_42_bar__plus_02_dot_10_bar__minus_01_dot_83 PanType)
        (inReceptacle Pan_bar__minus_02_dot_42_bar__plus_02_dot_10_bar__minus_01_dot_83 Cabinet_bar__minus_02_dot_17_bar__plus_02_dot_01_bar__minus_01_dot_54)
        (objectAtLocation Pan_bar__minus_02_dot_42_bar__plus_02_dot_10_bar__minus_01_dot_83 loc_bar__minus_11_bar__minus_5_bar_1_bar__minus_30)
        (cleanable Pan_bar__minus_02_dot_42_bar__plus_02_dot_10_bar__minus_01_dot_83)
        (coolable Pan_bar__minus_02_dot_42_bar__plus_02_dot_10_bar__minus_01_dot_83)
        (pickupable Pan_bar__minus_02_dot_42_bar__plus_02_dot_10_bar__minus_01_dot_83)
        (isReceptacleObject Pan_bar__minus_02_dot_42_bar__plus_02_dot_10_bar__minus_01_dot_83)
        (objectType Pan_bar__minus_00_dot_20_bar__plus_00_dot_92_bar__minus_01_dot_93 PanType)
        (inReceptacle Pan_bar__minus_00_dot_20_bar__plus_00_dot_92_bar__minus_01_dot_93 Sink_bar__plus_00_dot_02_bar__plus_00_dot_77_bar__minus_01_dot_71_bar_SinkBasin)
        (objectAtLocation Pan_bar__minus_00_dot_20_bar__plus_00_dot_92_bar__minus_01_dot_93 loc_bar_0_bar__minus_3_bar_2_bar_30)
        (cleanable Pan_bar__minus_00_dot_20_bar__plus_00_dot_92_bar__minus_01_dot_93)
        (coolable Pan_bar__minus_00_dot_20_bar__plus_00_dot_92_bar__minus_01_dot_93)
        (pickupable Pan_bar__minus_00_dot_20_bar__plus_00_dot_92_bar__minus_01_dot_93)
        (isReceptacleObject Pan_bar__minus_00_dot_20_bar__plus_00_dot_92_bar__minus_01_dot_93)
        (objectType Spatula_bar__minus_02_dot_75_bar__plus_00_dot_96_bar__plus_03_dot_18 SpatulaType)
        (inReceptacle Spatula_bar__minus_02_dot_75_bar__plus_00_dot_96_bar__plus_03_dot_18 DiningTable_bar__minus_02_dot_66_bar__plus_00_dot_83_bar__plus_03_dot_21)
        (objectAtLocation Spatula_bar__minus_02_dot_75_bar__plus_00_dot_96_bar__plus_03_dot_18 loc_bar__minus_11_bar_8_bar_0_bar_30)
        (cleanable Spatula_bar__minus_02_dot_75_bar__plus_00_dot_96_bar__plus_03_dot_18)
        (pickupable Spatula_bar__minus_02_dot_75_bar__plus_00_dot_96_bar__plus_03_dot_18)
        (objectType Apple_bar__plus_00_dot_18_bar__plus_00_dot_04_bar__plus_02_dot_33 AppleType)
        (inReceptacle Apple_bar__plus_00_dot_18_bar__plus_00_dot_04_bar__plus_02_dot_33 Fridge_bar__minus_00_dot_04_bar__plus_00_dot_00_bar__plus_02_dot_18)
        (objectAtLocation Apple_bar__plus_00_dot_18_bar__plus_00_dot_04_bar__plus_02_dot_33 loc_bar_0_bar_5_bar_0_bar_0)
        (cleanable Apple_bar__plus_00_dot_18_bar__plus_00_dot_04_bar__plus_02_dot_33)
        (heatable Apple_bar__plus_00_dot_18_bar__plus_00_dot_04_bar__plus_02_dot_33)
        (coolable Apple_bar__plus_00_dot_18_bar__plus_00_dot_04_bar__plus_02_dot_33)
        (sliceable Apple_bar__plus_00_dot_18_bar__plus_00_dot_04_bar__plus_02_dot_33)
        (pickupable Apple_bar__plus_00_dot_18_bar__plus_00_dot_04_bar__plus_02_dot_33)
        (objectType Apple_bar__minus_00_dot_11_bar__plus_00_dot_86_bar__minus_01_dot_79 AppleType)
        (inReceptacle Apple_bar__minus_00_dot_11_bar__plus_00_dot_86_bar__minus_01_dot_79 Sink_bar__plus_00_dot_02_bar__plus_00_dot_77_bar__minus_01_dot_71_bar_SinkBasin)
        (objectAtLocation Apple_bar__minus_00_dot_11_bar__plus_00_dot_86_bar__minus_01_dot_79 loc_bar_0_bar__minus_3_bar_2_bar_30)
        (cleanable Apple_bar__minus_00_dot_11_bar__plus_00_dot_86_bar__minus_01_dot_79)
        (heatable Apple_bar__minus_00_dot_11_bar__plus_00_dot_86_bar__minus_01_dot_79)
        (coolable Apple_bar__minus_00_dot_11_bar__plus_00_dot_86_bar__minus_01_dot_79)
        (sliceable Apple_bar__minus_00_dot_11_bar__plus_00_dot_86_bar__minus_01_dot_79)
        (pickupable Apple_bar__minus_00_dot_11_bar__plus_00_dot_86_bar__minus_01_dot_79)
        (objectType Plate_bar__minus_00_dot_58_bar__plus_02_dot_12_bar__minus_01_dot_58 PlateType)
        (inReceptacle Plate_bar__minus_00_dot_58_bar__plus_02_dot_12_bar__minus_01_dot_58 Cabinet_bar__minus_00_dot_71_bar__plus_02_dot_01_bar__minus_01_dot_54)
        (objectAtLocation Plate_bar__minus_00_dot_58_bar__plus_02_dot_12_bar__minus_01_dot_58 loc_bar__minus_4_bar__minus_3_bar_2_bar__minus_30)
        (cleanable Plate_bar__minus_00_dot_58_bar__plus_02_dot_12_bar__minus_01_dot_58)
        (heatable Plate_bar__minus_00_dot_58_bar__plus_02_dot_12_bar__minus_01_dot_58)
        (coolable Plate_bar__minus_00_dot_58_bar__plus_02_dot_12_bar__minus_01_dot_58)
        (pickupable Plate_bar__minus_00_dot_58_bar__plus_02_dot_12_bar__minus_01_dot_58)
        (isReceptacleObject Plate_bar__minus_00_dot_58_bar__plus_02_dot_12_bar__minus_01_dot_58)
        (objectType Plate_bar__minus_00_dot_65_bar__plus_02_dot_23_bar__minus_01_dot_37 PlateType)
        (inReceptacle Plate_bar__minus_00_dot_65_bar__plus_02_dot_23_bar__minus_01_dot_37 Cabinet_bar__minus_00_dot_71_bar__plus_02_dot_01_bar__minus_01_dot_54)
        (objectAtLocation Plate_bar__minus_00_dot_65_bar__plus_02_dot_23_bar__minus_01_dot_37 loc_bar__minus_4_bar__minus_3_bar_2_bar__minus_30)
        (cleanable Plate_bar__minus_00_dot_65_bar__plus_02_dot_23_bar__minus_01_dot_37)
        (heatable Plate_bar__minus_00_dot_65_bar__plus_02_dot_23_bar__minus_01_dot_37)
        (coolable Plate_bar__minus_00_dot_65_bar__plus_02_dot_23_bar__minus_01_dot_37)
        (pickupable Plate_bar__minus_00_dot_65_bar__plus_02_dot_23_bar__minus_01_dot_37)
        (isReceptacleObject Plate_bar__minus_00_dot_65_bar__plus_02_dot_23_bar__minus_01_dot_37)
        (objectType Vase_bar__minus_00_dot_88_bar__plus_02_dot_03_bar__minus_01_dot_65 VaseType)
        (inReceptacle Vase_bar__minus_00_dot_88_bar__plus_02_dot_03_bar__minus_01_dot_65 Cabinet_bar__minus_00_dot_71_bar__plus_02_dot_01_bar__minus_01_dot_54)
        (objectAtLocation Vase_bar__minus_00_dot_88_bar__plus_02_dot_03_bar__minus_01_dot_65 loc_bar__minus_4_bar__minus_3_bar_2_bar__minus_30)
        (pickupable Vase_bar__minus_00_dot_88_bar__plus_02_dot_03_bar__minus_01_dot_65)
        (canContain CabinetType MugType)
        (canContain CabinetType PanType)
        (canContain CabinetType PlateType)
        (canContain CabinetType VaseType)
        (canContain CoffeeMachineType MugType)
        (canContain CounterTopType AppleType)
        (canContain CounterTopType MugType)
        (canContain CounterTopType PanType)
        (canContain CounterTopType PlateType)
        (canContain CounterTopType SpatulaType)
        (canContain CounterTopType VaseType)
        (canContain DiningTableType AppleType)
        (canContain DiningTableType MugType)
        (canContain DiningTableType PanType)
        (canContain DiningTableType PlateType)
        (canContain DiningTableType SpatulaType)
        (canContain DiningTableType VaseType)
        (canContain DrawerType SpatulaType)
        (canContain FridgeType AppleType)
        (canContain FridgeType MugType)
        (canContain FridgeType PanType)
        (canContain FridgeType PlateType)
        (canContain GarbageCanType AppleType)
        (canContain MicrowaveType AppleType)
        (canContain MicrowaveType MugType)
        (canContain MicrowaveType PlateType)
        (canContain ShelfType MugType)
        (canContain ShelfType PlateType)
        (canContain ShelfType VaseType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType MugType)
        (canContain SinkBasinType PanType)
        (canContain SinkBasinType PlateType)
        (canContain SinkBasinType SpatulaType)
        (canContain StoveBurnerType PanType)
        (atLocation agent1 loc_bar_10_bar__minus_6_bar_1_bar_30)
    )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o MugType)
                            (receptacleType ?r MicrowaveType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    