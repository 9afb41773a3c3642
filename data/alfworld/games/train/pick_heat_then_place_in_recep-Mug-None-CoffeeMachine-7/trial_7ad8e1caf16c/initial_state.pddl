(define (problem plan_trial_7ad8e1caf16c)
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
        Mug_bar__plus_01_dot_08_bar__plus_02_dot_30_bar__minus_01_dot_35 - object
        Mug_bar__minus_00_dot_16_bar__plus_00_dot_80_bar__minus_02_dot_01 - object
        Mug_bar__plus_00_dot_80_bar__plus_02_dot_03_bar__minus_01_dot_65 - object
        Potato_bar__minus_01_dot_79_bar__plus_01_dot_07_bar__minus_00_dot_71 - object
        Potato_bar__plus_00_dot_15_bar__plus_00_dot_04_bar__plus_02_dot_34 - object
        Pan_bar__minus_00_dot_66_bar__plus_02_dot_30_bar__minus_01_dot_72 - object
        SoapBottle_bar__minus_01_dot_31_bar__plus_00_dot_44_bar__minus_01_dot_18 - object
        SoapBottle_bar__plus_03_dot_55_bar__plus_01_dot_16_bar__plus_01_dot_79 - object
        Bread_bar__minus_01_dot_65_bar__plus_01_dot_17_bar__minus_00_dot_52 - object
        PepperShaker_bar__plus_00_dot_19_bar__plus_00_dot_41_bar__minus_01_dot_45 - object
        PepperShaker_bar__plus_01_dot_90_bar__plus_02_dot_11_bar__minus_01_dot_82 - object
        Fork_bar__minus_02_dot_18_bar__plus_00_dot_97_bar__minus_01_dot_75 - object
        Plate_bar__plus_00_dot_88_bar__plus_00_dot_55_bar__minus_01_dot_09 - object
        Plate_bar__plus_03_dot_43_bar__plus_01_dot_11_bar__plus_01_dot_65 - object
        Tomato_bar__plus_00_dot_02_bar__plus_01_dot_04_bar__minus_01_dot_46 - object
        Tomato_bar__minus_02_dot_79_bar__plus_00_dot_92_bar__plus_03_dot_04 - object
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
        (objectType Mug_bar__plus_01_dot_08_bar__plus_02_dot_30_bar__minus_01_dot_35 MugType)
        (inReceptacle Mug_bar__plus_01_dot_08_bar__plus_02_dot_30_bar__minus_01_dot_35 Cabinet_bar__plus_00_dot_85_bar__plus_02_dot_26_bar__minus_01_dot_54)
        (objectAtLocation Mug_bar__plus_01_dot_08_bar__plus_02_dot_30_bar__minus_01_dot_35 loc_bar_2_bar__minus_2_bar_2_bar__minus_30)
        (cleanable Mug_bar__plus_01_dot_08_bar__plus_02_dot_30_bar__minus_01_dot_35)
        (heatable Mug_bar__plus_01_dot_08_bar__plus_02_dot_30_bar__minus_01_dot_35)
        (coolable Mug_bar__plus_01_dot_08_bar__plus_02_dot_30_bar__minus_01_dot_35)
        (pickupable Mug_bar__plus_01_dot_08_bar__plus_02_dot_30_bar__minus_01_dot_35)
        (isReceptacleObject Mug_bar__plus_01_dot_08_bar__plus_02_dot_30_bar__minus_01_dot_35)
        (objectType Mug_bar__minus_00_dot_16_bar__plus_00_dot_80_bar__minus_02_dot_01 MugType)
        (inReceptacle Mug_bar__minus_00_dot_16_bar__plus_00_dot_80_bar__minus_02_dot_01 Sink_bar__plus_00_dot_02_bar__plus_00_dot_77_bar__minus_01_dot_71_bar_SinkBasin)
        (objectAtLocation Mug_bar__minus_00_dot_16_bar__plus_00_dot_80_bar__minus_02_dot_01 loc_bar_0_bar__minus_3_bar_2_bar_30)
        (cleanable Mug_bar__minus_00_dot_16_bar__plus_00_dot_80_bar__minus_02_dot_01)
        (heatable Mug_bar__minus_00_dot_16_bar__plus_00_dot_80_bar__minus_02_dot_01)
        (coolable Mug_bar__minus_00_dot_16_bar__plus_00_dot_80_bar__minus_02_dot_01)
        (pickupable Mug_bar__minus_00_dot_16_bar__plus_00_dot_80_bar__minus_02_dot_01)
        (isReceptacleObject Mug_bar__minus_00_dot_16_bar__plus_00_dot_80_bar__minus_02_dot_01)
        (objectType Mug_bar__plus_00_dot_80_bar__plus_02_dot_03_bar__minus_01_dot_65 MugType)
        (inReceptacle Mug_bar__plus_00_dot_80_bar__plus_02_dot_03_bar__minus_01_dot_65 Cabinet_bar__plus_00_dot_52_bar__plus_02_dot_01_bar__minus_01_dot_54)
        (objectAtLocation Mug_bar__plus_00_dot_80_bar__plus_02_dot_03_bar__minus_01_dot_65 loc_bar_4_bar__minus_3_bar_2_bar__minus_30)
        (cleanable Mug_bar__plus_00_dot_80_bar__plus_02_dot_03_bar__minus_01_dot_65)
        (heatable Mug_bar__plus_00_dot_80_bar__plus_02_dot_03_bar__minus_01_dot_65)
        (coolable Mug_bar__plus_00_dot_80_bar__plus_02_dot_03_bar__minus_01_dot_65)
        (pickupable Mug_bar__plus_00_dot_80_bar__plus_02_dot_03_bar__minus_01_dot_65)
        (isReceptacleObject Mug_bar__plus_00_dot_80_bar__plus_02_dot_03_bar__minus_01_dot_65)
        (objectType Potato_bar__minus_01_dot_79_bar__plus_01_dot_07_bar__minus_00_dot_71 PotatoType)
        (inReceptacle Potato_bar__minus_01_dot_79_bar__plus_01_dot_07_bar__minus_00_dot_71 CounterTop_bar__minus_01_dot_87_bar__plus_00_dot_95_bar__minus_00_dot_61)
        (objectAtLocation Potato_bar__minus_01_dot_79_bar__plus_01_dot_07_bar__minus_00_dot_71 loc_bar__minus_11_bar__minus_4_bar_1_bar_30)
        (cleanable Potato_bar__minus_01_dot_79_bar__plus_01_dot_07_bar__minus_00_dot_71)
        (heatable Potato_bar__minus_01_dot_79_bar__plus_01_dot_07_bar__minus_00_dot_71)
        (coolable Potato_bar__minus_01_dot_79_bar__plus_01_dot_07_bar__minus_00_dot_71)
        (sliceable Potato_bar__minus_01_dot_79_bar__plus_01_dot_07_bar__minus_00_dot_71)
        (pickupable Potato_bar__minus_01_dot_79_bar__plus_01_dot_07_bar__minus_00_dot_71)
        (objectType Potato_bar__plus_00_dot_15_bar__plus_00_dot_04_bar__plus_02_dot_34 PotatoType)
        (inReceptacle Potato_bar__plus_00_dot_15_bar__plus_00_dot_04_bar__plus_02_dot_34 Fridge_bar__minus_00_dot_04_bar__plus_00_dot_00_bar__plus_02_dot_18)
        (objectAtLocation Potato_bar__plus_00_dot_15_bar__plus_00_dot_04_bar__plus_02_dot_34 loc_bar_0_bar_5_bar_0_bar_0)
        (cleanable Potato_bar__plus_00_dot_15_bar__plus_00_dot_04_bar__plus_02_dot_34)
        (heatable Potato_bar__plus_00_dot_15_bar__plus_00_dot_04_bar__plus_02_dot_34)
        (coolable Potato_bar__plus_00_dot_15_bar__plus_00_dot_04_bar__plus_02_dot_34)
        (sliceable Potato_bar__plus_00_dot_15_bar__plus_00_dot_04_bar__plus_02_dot_34)
        (pickupable Potato_bar__plus_00_dot_15_bar__plus_00_dot_04_bar__plus_02_dot_34)
        (objectType Pan_bar__minus_00_dot_66_bar__plus_02_dot_30_bar__minus_01_dot_72 PanType)
        (inReceptacle Pan_bar__minus_00_dot_66_bar__plus_02_dot_30_bar__minus_01_dot_72 Cabinet_bar__minus_00_dot_71_bar__plus_02_dot_01_bar__minus_01_dot_54)
        (objectAtLocation Pan_bar__minus_00_dot_66_bar__plus_02_dot_30_bar__minus_01_dot_72 loc_bar__minus_4_bar__minus_3_bar_2_bar__minus_30)
        (cleanable Pan_bar__minus_00_dot_66_bar__plus_02_dot_30_bar__minus_01_dot_72)
        (coolable Pan_bar__minus_00_dot_66_bar__plus_02_dot_30_bar__minus_01_dot_72)
        (pickupable Pan_bar__minus_00_dot_66_bar__plus_02_dot_30_bar__minus_01_dot_72)
        (isReceptacleObject Pan_bar__minus_00_dot_66_bar__plus_02_dot_30_bar__minus_01_dot_72)
        (objectType SoapBottle_bar__minus_01_dot_31_bar__plus_00_dot_44_bar__minus_01_dot_18 SoapBottleType)
        (inReceptacle SoapBottle_bar__minus_01_dot_31_bar__plus_00_dot_44_bar__minus_01_dot_18 Cabinet_bar__minus_01_dot_48_bar__plus_00_dot_37_bar__minus_01_dot_24)
        (objectAtLocation SoapBottle_bar__minus_01_dot_31_bar__plus_00_dot_44_bar__minus_01_dot_18 loc_bar__minus_2_bar__minus_2_bar_3_bar_30)
        (pickupable SoapBottle_bar__minus_01_dot_31_bar__plus_00_dot_44_bar__minus_01_dot_18)
        (objectType SoapBottle_bar__plus_03_dot_55_bar__plus_01_dot_16_bar__plus_01_dot_79 SoapBottleType)
        (inReceptacle SoapBottle_bar__plus_03_dot_55_bar__plus_01_dot_16_bar__plus_01_dot_79 Shelf_bar__plus_03_dot_69_bar__plus_00_dot_87_bar__plus_01_dot_64)
        (objectAtLocation SoapBottle_bar__plus_03_dot_55_bar__plus_01_dot_16_bar__plus_01_dot_79 loc_bar_12_bar_2_bar_0_bar_30)
        (pickupable SoapBottle_bar__plus_03_dot_55_bar__plus_01_dot_16_bar__plus_01_dot_79)
        (objectType Bread_bar__minus_01_dot_65_bar__plus_01_dot_17_bar__minus_00_dot_52 BreadType)
        (inReceptacle Bread_bar__minus_01_dot_65_bar__plus_01_dot_17_bar__minus_00_dot_52 CounterTop_bar__minus_01_dot_87_bar__plus_00_dot_95_bar__minus_00_dot_61)
        (objectAtLocation Bread_bar__minus_01_dot_65_bar__plus_01_dot_17_bar__minus_00_dot_52 loc_bar__minus_11_bar__minus_4_bar_1_bar_30)
        (heatable Bread_bar__minus_01_dot_65_bar__plus_01_dot_17_bar__minus_00_dot_52)
        (coolable Bread_bar__minus_01_dot_65_bar__plus_01_dot_17_bar__minus_00_dot_52)
        (sliceable Bread_bar__minus_01_dot_65_bar__plus_01_dot_17_bar__minus_00_dot_52)
        (pickupable Bread_bar__minus_01_dot_65_bar__plus_01_dot_17_bar__minus_00_dot_52)
        (objectType PepperShaker_bar__plus_00_dot_19_bar__plus_00_dot_41_bar__minus_01_dot_45 PepperShakerType)
        (inReceptacle PepperShaker_bar__plus_00_dot_19_bar__plus_00_dot_41_bar__minus_01_dot_45 Cabinet_bar__plus_00_dot_38_bar__plus_00_dot_37_bar__minus_01_dot_24)
        (objectAtLocation PepperShaker_bar__plus_00_dot_19_bar__plus_00_dot_41_bar__minus_01_dot_45 loc_bar__minus_1_bar__minus_1_bar_2_bar_30)
        (pickupable PepperShaker_bar__plus_00_dot_19_bar__plus_00_dot_41_bar__minus_01_dot_45)
        (objectType PepperShaker_bar__plus_01_dot_90_bar__plus_02_dot_11_bar__minus_01_dot_82 PepperShakerType)
        (inReceptacle PepperShaker_bar__plus_01_dot_90_bar__plus_02_dot_11_bar__minus_01_dot_82 Cabinet_bar__plus_01_dot_78_bar__plus_02_dot_01_bar__minus_01_dot_54)
        (objectAtLocation PepperShaker_bar__plus_01_dot_90_bar__plus_02_dot_11_bar__minus_01_dot_82 loc_bar_5_bar__minus_3_bar_2_bar__minus_30)
        (pickupable PepperShaker_bar__plus_01_dot_90_bar__plus_02_dot_11_bar__minus_01_dot_82)
        (objectType Fork_bar__minus_02_dot_18_bar__plus_00_dot_97_bar__minus_01_dot_75 ForkType)
        (inReceptacle Fork_bar__minus_02_dot_18_bar__plus_00_dot_97_bar__minus_01_dot_75 Drawer_bar__minus_02_dot_06_bar__plus_00_dot_68_bar__minus_01_dot_58)
        (objectAtLocation Fork_bar__minus_02_dot_18_bar__plus_00_dot_97_bar__minus_01_dot_75 loc_bar__minus_13_bar__minus_5_bar_1_bar_30)
        (cleanable Fork_bar__minus_02_dot_18_bar__plus_00_dot_97_bar__minus_01_dot_75)
        (pickupable Fork_bar__minus_02_dot_18_bar__plus_00_dot_97_bar__minus_01_dot_75)
        (objectType Plate_bar__plus_00_dot_88_bar__plus_00_dot_55_bar__minus_01_dot_09 PlateType)
        (inReceptacle Plate_bar__plus_00_dot_88_bar__plus_00_dot_55_bar__minus_01_dot_09 Cabinet_bar__plus_00_dot_78_bar__plus_00_dot_37_bar__minus_01_dot_24)
        (objectAtLocation Plate_bar__plus_00_dot_88_bar__plus_00_dot_55_bar__minus_01_dot_09 loc_bar_0_bar__minus_1_bar_2_bar_30)
        (cleanable Plate_bar__plus_00_dot_88_bar__plus_00_dot_55_bar__minus_01_dot_09)
        (heatable Plate_bar__plus_00_dot_88_bar__plus_00_dot_55_bar__minus_01_dot_09)
        (coolable Plate_bar__plus_00_dot_88_bar__plus_00_dot_55_bar__minus_01_dot_09)
        (pickupable Plate_bar__plus_00_dot_88_bar__plus_00_dot_55_bar__minus_01_dot_09)
        (isReceptacleObject Plate_bar__plus_00_dot_88_bar__plus_00_dot_55_bar__minus_01_dot_09)
        (objectType Plate_bar__plus_03_dot_43_bar__plus_01_dot_11_bar__plus_01_dot_65 PlateType)
        (inReceptacle Plate_bar__plus_03_dot_43_bar__plus_01_dot_11_bar__plus_01_dot_65 Shelf_bar__plus_03_dot_69_bar__plus_00_dot_87_bar__plus_01_dot_64)
        (objectAtLocation Plate_bar__plus_03_dot_43_bar__plus_01_dot_11_bar__plus_01_dot_65 loc_bar_12_bar_2_bar_0_bar_30)
        (cleanable Plate_bar__plus_03_dot_43_bar__plus_01_dot_11_bar__plus_01_dot_65)
        (heatable Plate_bar__plus_03_dot_43_bar__plus_01_dot_11_bar__plus_01_dot_65)
        (coolable Plate_bar__plus_03_dot_43_bar__plus_01_dot_11_bar__plus_01_dot_65)
        (pickupable Plate_bar__plus_03_dot_43_bar__plus_01_dot_11_bar__plus_01_dot_65)
        (isReceptacleObject Plate_bar__plus_03_dot_43_bar__plus_01_dot_11_bar__plus_01_dot_65)
        (objectType Tomato_bar__plus_00_dot_02_bar__plus_01_dot_04_bar__minus_01_dot_46 TomatoType)
        (inReceptacle Tomato_bar__plus_00_dot_02_bar__plus_01_dot_04_bar__minus_01_dot_46 Sink_bar__plus_00_dot_02_bar__plus_00_dot_77_bar__minus_01_dot_71_bar_SinkBasin)
        (objectAtLocation Tomato_bar__plus_00_dot_02_bar__plus_01_dot_04_bar__minus_01_dot_46 loc_bar_0_bar__minus_3_bar_2_bar_30)
        (cleanable Tomato_bar__plus_00_dot_02_bar__plus_01_dot_04_bar__minus_01_dot_46)
        (heatable Tomato_bar__plus_00_dot_02_bar__plus_01_dot_04_bar__minus_01_dot_46)
        (coolable Tomato_bar__plus_00_dot_02_bar__plus_01_dot_04_bar__minus_01_dot_46)
        (sliceable Tomato_bar__plus_00_dot_02_bar__plus_01_dot_04_bar__minus_01_dot_46)
        (pickupable Tomato_bar__plus_00_dot_02_bar__plus_01_dot_04_bar__minus_01_dot_46)
        (objectType Tomato_bar__minus_02_dot_79_bar__plus_00_dot_92_bar__plus_03_dot_04 TomatoType)
        (inReceptacle Tomato_bar__minus_02_dot_79_bar__plus_00_dot_92_bar__plus_03_dot_04 DiningTable_bar__minus_02_dot_66_bar__plus_00_dot_83_bar__plus_03_dot_21)
        (objectAtLocation Tomato_bar__minus_02_dot_79_bar__plus_00_dot_92_bar__plus_03_dot_04 loc_bar__minus_11_bar_8_bar_0_bar_30)
        (cleanable Tomato_bar__minus_02_dot_79_bar__plus_00_dot_92_bar__plus_03_dot_04)
        (heatable Tomato_bar__minus_02_dot_79_bar__plus_00_dot_92_bar__plus_03_dot_04)
        (coolable Tomato_bar__minus_02_dot_79_bar__plus_00_dot_92_bar__plus_03_dot_04)
        (sliceable Tomato_bar__minus_02_dot_79_bar__plus_00_dot_92_bar__plus_03_dot_04)
        (pickupable Tomato_bar__minus_02_dot_79_bar__plus_00_dot_92_bar__plus_03_dot_04)
        (canContain CabinetType MugType)
        (canContain CabinetType PanType)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType PlateType)
        (canContain CabinetType SoapBottleType)
        (canContain CoffeeMachineType MugType)
        (canContain CounterTopType BreadType)
        (canContain CounterTopType ForkType)
        (canContain CounterTopType MugType)
        (canContain CounterTopType PanType)
        (canContain CounterTopType PepperShakerType)
        (canContain CounterTopType PlateType)
        (canContain CounterTopType PotatoType)
        (canContain CounterTopType SoapBottleType)
        (canContain CounterTopType TomatoType)
        (canContain DiningTableType BreadType)
        (canContain DiningTableType ForkType)
        (canContain DiningTableType MugType)
        (canContain DiningTableType PanType)
        (canContain DiningTableType PepperShakerType)
        (canContain DiningTableType PlateType)
        (canContain DiningTableType PotatoType)
        (canContain DiningTableType SoapBottleType)
        (canContain DiningTableType TomatoType)
        (canContain DrawerType ForkType)
        (canContain DrawerType PepperShakerType)
        (canContain DrawerType SoapBottleType)
        (canContain FridgeType BreadType)
        (canContain FridgeType MugType)
        (canContain FridgeType PanType)
        (canContain FridgeType PlateType)
        (canContain FridgeType PotatoType)
        (canContain FridgeType TomatoType)
        (canContain GarbageCanType BreadType)
        (canContain GarbageCanType PotatoType)
        (canContain GarbageCanType SoapBottleType)
        (canContain GarbageCanType TomatoType)
        (canContain MicrowaveType BreadType)
        (canContain MicrowaveType MugType)
        (canContain MicrowaveType PlateType)
        (canContain MicrowaveType PotatoType)
        (canContain MicrowaveType TomatoType)
        (canContain ShelfType MugType)
        (canContain ShelfType PepperShakerType)
        (canContain ShelfType PlateType)
        (canContain ShelfType SoapBottleType)
        (canContain SinkBasinType ForkType)
        (canContain SinkBasinType MugType)
        (canContain SinkBasinType PanType)
        (canContain SinkBasinType PlateType)
        (canContain SinkBasinType PotatoType)
        (canContain SinkBasinType TomatoType)
        (canContain StoveBurnerType PanType)
        (atLocation agent1 loc_bar_10_bar__minus_6_bar_1_bar_30)
    )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o MugType)
                            (receptacleType ?r CoffeeMachineType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    