(define (problem plan_trial_b6a031864ce4)
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
        Plate_bar__plus_00_dot_06_bar__plus_01_dot_29_bar__minus_04_dot_24 - object
        Plate_bar__minus_00_dot_37_bar__plus_01_dot_31_bar__minus_04_dot_14 - object
        Tomato_bar__minus_02_dot_84_bar__plus_00_dot_69_bar__minus_00_dot_63 - object
        Tomato_bar__minus_01_dot_80_bar__plus_01_dot_08_bar__minus_03_dot_78 - object
        Lettuce_bar__minus_02_dot_70_bar__plus_00_dot_91_bar__minus_00_dot_67 - object
        Bowl_bar__minus_02_dot_86_bar__plus_00_dot_84_bar__minus_00_dot_76 - object
        Bowl_bar__plus_00_dot_02_bar__plus_01_dot_45_bar__minus_04_dot_16 - object
        Bread_bar__minus_01_dot_78_bar__plus_00_dot_99_bar__minus_04_dot_00 - object
        Bread_bar__minus_03_dot_13_bar__plus_00_dot_03_bar__minus_02_dot_21 - object
        Egg_bar__minus_01_dot_73_bar__plus_01_dot_02_bar__minus_04_dot_07 - object
        Egg_bar__minus_01_dot_96_bar__plus_01_dot_02_bar__minus_03_dot_61 - object
        PepperShaker_bar__minus_00_dot_73_bar__plus_00_dot_56_bar__minus_00_dot_68 - object
        Cabinet_bar__minus_00_dot_19_bar__plus_01_dot_21_bar__minus_04_dot_24 - receptacle
        Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_00_dot_45 - receptacle
        Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_01_dot_73 - receptacle
        Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_02_dot_74 - receptacle
        Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_03_dot_48 - receptacle
        Cabinet_bar__minus_00_dot_61_bar__plus_00_dot_39_bar__minus_03_dot_51 - receptacle
        Cabinet_bar__minus_01_dot_23_bar__plus_01_dot_81_bar__minus_03_dot_76 - receptacle
        Cabinet_bar__minus_01_dot_36_bar__plus_00_dot_39_bar__minus_03_dot_51 - receptacle
        Cabinet_bar__minus_01_dot_38_bar__plus_00_dot_39_bar__minus_03_dot_51 - receptacle
        Cabinet_bar__minus_02_dot_15_bar__plus_00_dot_39_bar__minus_03_dot_51 - receptacle
        Cabinet_bar__minus_02_dot_81_bar__plus_01_dot_81_bar__minus_03_dot_76 - receptacle
        Cabinet_bar__minus_03_dot_02_bar__plus_02_dot_10_bar__minus_01_dot_74 - receptacle
        Cabinet_bar__minus_03_dot_02_bar__plus_02_dot_10_bar__minus_02_dot_68 - receptacle
        CounterTop_bar__minus_00_dot_27_bar__plus_00_dot_95_bar__minus_01_dot_09 - receptacle
        CounterTop_bar__minus_01_dot_79_bar__plus_00_dot_95_bar__minus_03_dot_80 - receptacle
        DiningTable_bar__minus_02_dot_87_bar__plus_00_dot_68_bar__minus_00_dot_51 - receptacle
        Fridge_bar__minus_03_dot_19_bar__plus_00_dot_00_bar__minus_02_dot_19 - receptacle
        Microwave_bar__minus_00_dot_14_bar__plus_00_dot_90_bar__minus_00_dot_91 - receptacle
        Sink_bar__minus_01_dot_79_bar__plus_00_dot_90_bar__minus_03_dot_75_bar_SinkBasin - receptacle
        CoffeeMachine_bar__minus_02_dot_41_bar__plus_01_dot_25_bar__minus_02_dot_37 - receptacle
        Drawer_bar__minus_02_dot_53_bar__plus_01_dot_23_bar__minus_01_dot_62 - receptacle
        GarbageCan_bar__minus_01_dot_38_bar__plus_01_dot_88_bar__minus_01_dot_11 - receptacle
        StoveBurner_bar__minus_02_dot_37_bar__plus_00_dot_47_bar__minus_03_dot_33 - receptacle
        Toaster_bar__minus_00_dot_23_bar__plus_02_dot_08_bar__minus_01_dot_20 - receptacle
        loc_bar__minus_10_bar__minus_6_bar_0_bar_45 - location
        loc_bar__minus_10_bar__minus_9_bar_0_bar_30 - location
        loc_bar__minus_1_bar__minus_5_bar_3_bar_60 - location
        loc_bar__minus_4_bar__minus_10_bar_2_bar_30 - location
        loc_bar__minus_4_bar__minus_13_bar_2_bar_0 - location
        loc_bar__minus_4_bar__minus_13_bar_2_bar_30 - location
        loc_bar__minus_4_bar__minus_3_bar_1_bar_30 - location
        loc_bar__minus_4_bar__minus_5_bar_1_bar_30 - location
        loc_bar__minus_5_bar__minus_10_bar_2_bar_30 - location
        loc_bar__minus_5_bar__minus_13_bar_1_bar_0 - location
        loc_bar__minus_6_bar__minus_13_bar_1_bar_30 - location
        loc_bar__minus_6_bar__minus_2_bar_1_bar_30 - location
        loc_bar__minus_6_bar__minus_4_bar_0_bar_60 - location
        loc_bar__minus_7_bar__minus_11_bar_1_bar_30 - location
        loc_bar__minus_7_bar__minus_2_bar_3_bar_30 - location
        loc_bar__minus_7_bar__minus_4_bar_1_bar_30 - location
        loc_bar__minus_8_bar__minus_10_bar_2_bar_30 - location
        loc_bar__minus_8_bar__minus_11_bar_3_bar__minus_30 - location
        loc_bar__minus_8_bar__minus_13_bar_1_bar_30 - location
        loc_bar__minus_8_bar__minus_13_bar_2_bar_30 - location
        loc_bar__minus_8_bar__minus_9_bar_3_bar__minus_30 - location
        loc_bar__minus_9_bar__minus_10_bar_2_bar_30 - location
        loc_bar__minus_9_bar__minus_12_bar_2_bar_0 - location
        loc_bar__minus_9_bar__minus_13_bar_0_bar_30 - location
        loc_bar__minus_9_bar__minus_9_bar_3_bar_30 - location
    )
(:init
        (receptacleType Cabinet_bar__minus_00_dot_19_bar__plus_01_dot_21_bar__minus_04_dot_24 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_19_bar__plus_01_dot_21_bar__minus_04_dot_24 loc_bar__minus_5_bar__minus_13_bar_1_bar_0)
        (openable Cabinet_bar__minus_00_dot_19_bar__plus_01_dot_21_bar__minus_04_dot_24)
        (receptacleType Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_00_dot_45 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_00_dot_45 loc_bar__minus_6_bar__minus_2_bar_1_bar_30)
        (openable Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_00_dot_45)
        (receptacleType Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_01_dot_73 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_01_dot_73 loc_bar__minus_7_bar__minus_4_bar_1_bar_30)
        (openable Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_01_dot_73)
        (receptacleType Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_02_dot_74 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_02_dot_74 loc_bar__minus_6_bar__minus_13_bar_1_bar_30)
        (openable Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_02_dot_74)
        (receptacleType Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_03_dot_48 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_03_dot_48 loc_bar__minus_7_bar__minus_11_bar_1_bar_30)
        (openable Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_03_dot_48)
        (receptacleType Cabinet_bar__minus_00_dot_61_bar__plus_00_dot_39_bar__minus_03_dot_51 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_61_bar__plus_00_dot_39_bar__minus_03_dot_51 loc_bar__minus_5_bar__minus_10_bar_2_bar_30)
        (openable Cabinet_bar__minus_00_dot_61_bar__plus_00_dot_39_bar__minus_03_dot_51)
        (receptacleType Cabinet_bar__minus_01_dot_23_bar__plus_01_dot_81_bar__minus_03_dot_76 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_23_bar__plus_01_dot_81_bar__minus_03_dot_76 loc_bar__minus_4_bar__minus_13_bar_2_bar_0)
        (openable Cabinet_bar__minus_01_dot_23_bar__plus_01_dot_81_bar__minus_03_dot_76)
        (receptacleType Cabinet_bar__minus_01_dot_36_bar__plus_00_dot_39_bar__minus_03_dot_51 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_36_bar__plus_00_dot_39_bar__minus_03_dot_51 loc_bar__minus_4_bar__minus_10_bar_2_bar_30)
        (openable Cabinet_bar__minus_01_dot_36_bar__plus_00_dot_39_bar__minus_03_dot_51)
        (receptacleType Cabinet_bar__minus_01_dot_38_bar__plus_00_dot_39_bar__minus_03_dot_51 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_38_bar__plus_00_dot_39_bar__minus_03_dot_51 loc_bar__minus_8_bar__minus_10_bar_2_bar_30)
        (openable Cabinet_bar__minus_01_dot_38_bar__plus_00_dot_39_bar__minus_03_dot_51)
        (receptacleType Cabinet_bar__minus_02_dot_15_bar__plus_00_dot_39_bar__minus_03_dot_51 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_15_bar__plus_00_dot_39_bar__minus_03_dot_51 loc_bar__minus_9_bar__minus_10_bar_2_bar_30)
        (openable Cabinet_bar__minus_02_dot_15_bar__plus_00_dot_39_bar__minus_03_dot_51)
        (receptacleType Cabinet_bar__minus_02_dot_81_bar__plus_01_dot_81_bar__minus_03_dot_76 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_81_bar__plus_01_dot_81_bar__minus_03_dot_76 loc_bar__minus_9_bar__minus_12_bar_2_bar_0)
        (openable Cabinet_bar__minus_02_dot_81_bar__plus_01_dot_81_bar__minus_03_dot_76)
        (receptacleType Cabinet_bar__minus_03_dot_02_bar__plus_02_dot_10_bar__minus_01_dot_74 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_03_dot_02_bar__plus_02_dot_10_bar__minus_01_dot_74 loc_bar__minus_8_bar__minus_9_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_03_dot_02_bar__plus_02_dot_10_bar__minus_01_dot_74)
        (receptacleType Cabinet_bar__minus_03_dot_02_bar__plus_02_dot_10_bar__minus_02_dot_68 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_03_dot_02_bar__plus_02_dot_10_bar__minus_02_dot_68 loc_bar__minus_8_bar__minus_11_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_03_dot_02_bar__plus_02_dot_10_bar__minus_02_dot_68)
        (receptacleType CounterTop_bar__minus_00_dot_27_bar__plus_00_dot_95_bar__minus_01_dot_09 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_00_dot_27_bar__plus_00_dot_95_bar__minus_01_dot_09 loc_bar__minus_4_bar__minus_5_bar_1_bar_30)
        (receptacleType CounterTop_bar__minus_01_dot_79_bar__plus_00_dot_95_bar__minus_03_dot_80 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_01_dot_79_bar__plus_00_dot_95_bar__minus_03_dot_80 loc_bar__minus_4_bar__minus_13_bar_2_bar_30)
        (receptacleType DiningTable_bar__minus_02_dot_87_bar__plus_00_dot_68_bar__minus_00_dot_51 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_02_dot_87_bar__plus_00_dot_68_bar__minus_00_dot_51 loc_bar__minus_7_bar__minus_2_bar_3_bar_30)
        (receptacleType Fridge_bar__minus_03_dot_19_bar__plus_00_dot_00_bar__minus_02_dot_19 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_03_dot_19_bar__plus_00_dot_00_bar__minus_02_dot_19 loc_bar__minus_9_bar__minus_9_bar_3_bar_30)
        (openable Fridge_bar__minus_03_dot_19_bar__plus_00_dot_00_bar__minus_02_dot_19)
        (receptacleType Microwave_bar__minus_00_dot_14_bar__plus_00_dot_90_bar__minus_00_dot_91 MicrowaveType)
        (receptacleAtLocation Microwave_bar__minus_00_dot_14_bar__plus_00_dot_90_bar__minus_00_dot_91 loc_bar__minus_4_bar__minus_3_bar_1_bar_30)
        (openable Microwave_bar__minus_00_dot_14_bar__plus_00_dot_90_bar__minus_00_dot_91)
        (receptacleType Sink_bar__minus_01_dot_79_bar__plus_00_dot_90_bar__minus_03_dot_75_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_01_dot_79_bar__plus_00_dot_90_bar__minus_03_dot_75_bar_SinkBasin loc_bar__minus_8_bar__minus_13_bar_2_bar_30)
        (receptacleType CoffeeMachine_bar__minus_02_dot_41_bar__plus_01_dot_25_bar__minus_02_dot_37 CoffeeMachineType)
        (receptacleAtLocation CoffeeMachine_bar__minus_02_dot_41_bar__plus_01_dot_25_bar__minus_02_dot_37 loc_bar__minus_10_bar__minus_9_bar_0_bar_30)
        (receptacleType Drawer_bar__minus_02_dot_53_bar__plus_01_dot_23_bar__minus_01_dot_62 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_02_dot_53_bar__plus_01_dot_23_bar__minus_01_dot_62 loc_bar__minus_10_bar__minus_6_bar_0_bar_45)
        (openable Drawer_bar__minus_02_dot_53_bar__plus_01_dot_23_bar__minus_01_dot_62)
        (receptacleType GarbageCan_bar__minus_01_dot_38_bar__plus_01_dot_88_bar__minus_01_dot_11 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__minus_01_dot_38_bar__plus_01_dot_88_bar__minus_01_dot_11 loc_bar__minus_6_bar__minus_4_bar_0_bar_60)
        (receptacleType StoveBurner_bar__minus_02_dot_37_bar__plus_00_dot_47_bar__minus_03_dot_33 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar__minus_02_dot_37_bar__plus_00_dot_47_bar__minus_03_dot_33 loc_bar__minus_9_bar__minus_13_bar_0_bar_30)
        (receptacleType Toaster_bar__minus_00_dot_23_bar__plus_02_dot_08_bar__minus_01_dot_20 ToasterType)
        (receptacleAtLocation Toaster_bar__minus_00_dot_23_bar__plus_02_dot_08_bar__minus_01_dot_20 loc_bar__minus_1_bar__minus_5_bar_3_bar_60)
        (objectType Plate_bar__plus_00_dot_06_bar__plus_01_dot_29_bar__minus_04_dot_24 PlateType)
        (inReceptacle Plate_bar__plus_00_dot_06_bar__plus_01_dot_29_bar__minus_04_dot_24 Cabinet_bar__minus_00_dot_19_bar__plus_01_dot_21_bar__minus_04_dot_24)
        (objectAtLocation Plate_bar__plus_00_dot_06_bar__plus_01_dot_29_bar__minus_04_dot_24 loc_bar__minus_5_bar__minus_13_bar_1_bar_0)
        (cleanable Plate_bar__plus_00_dot_06_bar__plus_01_dot_29_bar__minus_04_dot_24)
        (heatable Plate_bar__plus_00_dot_06_bar__plus_01_dot_29_bar__minus_04_dot_24)
        (coolable Plate_bar__plus_00_dot_06_bar__plus_01_dot_29_bar__minus_04_dot_24)
        (pickupable Plate_bar__plus_00_dot_06_bar__plus_01_dot_29_bar__minus_04_dot_24)
        (isReceptacleObject Plate_bar__plus_00_dot_06_bar__plus_01_dot_29_bar__minus_04_dot_24)
        (objectType Plate_bar__minus_00_dot_37_bar__plus_01_dot_31_bar__minus_04_dot_14 PlateType)
        (inReceptacle Plate_bar__minus_00_dot_37_bar__plus_01_dot_31_bar__minus_04_dot_14 Cabinet_bar__minus_00_dot_19_bar__plus_01_dot_21_bar__minus_04_dot_24)
        (objectAtLocation Plate_bar__minus_00_dot_37_bar__plus_01_dot_31_bar__minus_04_dot_14 loc_bar__minus_5_bar__minus_13_bar_1_bar_0)
        (cleanable Plate_bar__minus_00_dot_37_bar__plus_01_dot_31_bar__minus_04_dot_14)
        (heatable Plate_bar__minus_00_dot_37_bar__plus_01_dot_31_bar__minus_04_dot_14)
        (coolable Plate_bar__minus_00_dot_37_bar__plus_01_dot_31_bar__minus_04_dot_14)
        (pickupable Plate_bar__minus_00_dot_37_bar__plus_01_dot_31_bar__minus_04_dot_14)
        (isReceptacleObject Plate_bar__minus_00_dot_37_bar__plus_01_dot_31_bar__minus_04_dot_14)
        (objectType Tomato_bar__minus_02_dot_84_bar__plus_00_dot_69_bar__minus_00_dot_63 TomatoType)
        (inReceptacle Tomato_bar__minus_02_dot_84_bar__plus_00_dot_69_bar__minus_00_dot_63 DiningTable_bar__minus_02_dot_87_bar__plus_00_dot_68_bar__minus_00_dot_51)
        (objectAtLocation Tomato_bar__minus_02_dot_84_bar__plus_00_dot_69_bar__minus_00_dot_63 loc_bar__minus_7_bar__minus_2_bar_3_bar_30)
        (cleanable Tomato_bar__minus_02_dot_84_bar__plus_00_dot_69_bar__minus_00_dot_63)
        (heatable Tomato_bar__minus_02_dot_84_bar__plus_00_dot_69_bar__minus_00_dot_63)
        (coolable Tomato_bar__minus_02_dot_84_bar__plus_00_dot_69_bar__minus_00_dot_63)
        (sliceable Tomato_bar__minus_02_dot_84_bar__plus_00_dot_69_bar__minus_00_dot_63)
        (pickupable Tomato_bar__minus_02_dot_84_bar__plus_00_dot_69_bar__minus_00_dot_63)
        (objectType Tomato_bar__minus_01_dot_80_bar__plus_01_dot_08_bar__minus_03_dot_78 TomatoType)
        (inReceptacle Tomato_bar__minus_01_dot_80_bar__plus_01_dot_08_bar__minus_03_dot_78 Sink_bar__minus_01_dot_79_bar__plus_00_dot_90_bar__minus_03_dot_75_bar_SinkBasin)
        (objectAtLocation Tomato_bar__minus_01_dot_80_bar__plus_01_dot_08_bar__minus_03_dot_78 loc_bar__minus_8_bar__minus_13_bar_2_bar_30)
        (cleanable Tomato_bar__minus_01_dot_80_bar__plus_01_dot_08_bar__minus_03_dot_78)
        (heatable Tomato_bar__minus_01_dot_80_bar__plus_01_dot_08_bar__minus_03_dot_78)
        (coolable Tomato_bar__minus_01_dot_80_bar__plus_01_dot_08_bar__minus_03_dot_78)
        (sliceable Tomato_bar__minus_01_dot_80_bar__plus_01_dot_08_bar__minus_03_dot_78)
        (pickupable Tomato_bar__minus_01_dot_80_bar__plus_01_dot_08_bar__minus_03_dot_78)
        (objectType Lettuce_bar__minus_02_dot_70_bar__plus_00_dot_91_bar__minus_00_dot_67 LettuceType)
        (inReceptacle Lettuce_bar__minus_02_dot_70_bar__plus_00_dot_91_bar__minus_00_dot_67 DiningTable_bar__minus_02_dot_87_bar__plus_00_dot_68_bar__minus_00_dot_51)
        (objectAtLocation Lettuce_bar__minus_02_dot_70_bar__plus_00_dot_91_bar__minus_00_dot_67 loc_bar__minus_7_bar__minus_2_bar_3_bar_30)
        (cleanable Lettuce_bar__minus_02_dot_70_bar__plus_00_dot_91_bar__minus_00_dot_67)
        (coolable Lettuce_bar__minus_02_dot_70_bar__plus_00_dot_91_bar__minus_00_dot_67)
        (sliceable Lettuce_bar__minus_02_dot_70_bar__plus_00_dot_91_bar__minus_00_dot_67)
        (pickupable Lettuce_bar__minus_02_dot_70_bar__plus_00_dot_91_bar__minus_00_dot_67)
        (objectType Bowl_bar__minus_02_dot_86_bar__plus_00_dot_84_bar__minus_00_dot_76 BowlType)
        (inReceptacle Bowl_bar__minus_02_dot_86_bar__plus_00_dot_84_bar__minus_00_dot_76 DiningTable_bar__minus_02_dot_87_bar__plus_00_dot_68_bar__minus_00_dot_51)
        (objectAtLocation Bowl_bar__minus_02_dot_86_bar__plus_00_dot_84_bar__minus_00_dot_76 loc_bar__minus_7_bar__minus_2_bar_3_bar_30)
        (cleanable Bowl_bar__minus_02_dot_86_bar__plus_00_dot_84_bar__minus_00_dot_76)
        (coolable Bowl_bar__minus_02_dot_86_bar__plus_00_dot_84_bar__minus_00_dot_76)
        (pickupable Bowl_bar__minus_02_dot_86_bar__plus_00_dot_84_bar__minus_00_dot_76)
        (isReceptacleObject Bowl_bar__minus_02_dot_86_bar__plus_00_dot_84_bar__minus_00_dot_76)
        (objectType Bowl_bar__plus_00_dot_02_bar__plus_01_dot_45_bar__minus_04_dot_16 BowlType)
        (inReceptacle Bowl_bar__plus_00_dot_02_bar__plus_01_dot_45_bar__minus_04_dot_16 Cabinet_bar__minus_00_dot_19_bar__plus_01_dot_21_bar__minus_04_dot_24)
        (objectAtLocation Bowl_bar__plus_00_dot_02_bar__plus_01_dot_45_bar__minus_04_dot_16 loc_bar__minus_5_bar__minus_13_bar_1_bar_0)
        (cleanable Bowl_bar__plus_00_dot_02_bar__plus_01_dot_45_bar__minus_04_dot_16)
        (coolable Bowl_bar__plus_00_dot_02_bar__plus_01_dot_45_bar__minus_04_dot_16)
        (pickupable Bowl_bar__plus_00_dot_02_bar__plus_01_dot_45_bar__minus_04_dot_16)
        (isReceptacleObject Bowl_bar__plus_00_dot_02_bar__plus_01_dot_45_bar__minus_04_dot_16)
        (objectType Bread_bar__minus_01_dot_78_bar__plus_00_dot_99_bar__minus_04_dot_00 BreadType)
        (inReceptacle Bread_bar__minus_01_dot_78_bar__plus_00_dot_99_bar__minus_04_dot_00 CounterTop_bar__minus_01_dot_79_bar__plus_00_dot_95_bar__minus_03_dot_80)
        (objectAtLocation Bread_bar__minus_01_dot_78_bar__plus_00_dot_99_bar__minus_04_dot_00 loc_bar__minus_4_bar__minus_13_bar_2_bar_30)
        (heatable Bread_bar__minus_01_dot_78_bar__plus_00_dot_99_bar__minus_04_dot_00)
        (coolable Bread_bar__minus_01_dot_78_bar__plus_00_dot_99_bar__minus_04_dot_00)
        (sliceable Bread_bar__minus_01_dot_78_bar__plus_00_dot_99_bar__minus_04_dot_00)
        (pickupable Bread_bar__minus_01_dot_78_bar__plus_00_dot_99_bar__minus_04_dot_00)
        (objectType Bread_bar__minus_03_dot_13_bar__plus_00_dot_03_bar__minus_02_dot_21 BreadType)
        (inReceptacle Bread_bar__minus_03_dot_13_bar__plus_00_dot_03_bar__minus_02_dot_21 Fridge_bar__minus_03_dot_19_bar__plus_00_dot_00_bar__minus_02_dot_19)
        (objectAtLocation Bread_bar__minus_03_dot_13_bar__plus_00_dot_03_bar__minus_02_dot_21 loc_bar__minus_9_bar__minus_9_bar_3_bar_30)
        (heatable Bread_bar__minus_03_dot_13_bar__plus_00_dot_03_bar__minus_02_dot_21)
        (coolable Bread_bar__minus_03_dot_13_bar__plus_00_dot_03_bar__minus_02_dot_21)
        (sliceable Bread_bar__minus_03_dot_13_bar__plus_00_dot_03_bar__minus_02_dot_21)
        (pickupable Bread_bar__minus_03_dot_13_bar__plus_00_dot_03_bar__minus_02_dot_21)
        (objectType Egg_bar__minus_01_dot_73_bar__plus_01_dot_02_bar__minus_04_dot_07 EggType)
        (inReceptacle Egg_bar__minus_01_dot_73_bar__plus_01_dot_02_bar__minus_04_dot_07 CounterTop_bar__minus_01_dot_79_bar__plus_00_dot_95_bar__minus_03_dot_80)
        (objectAtLocation Egg_bar__minus_01_dot_73_bar__plus_01_dot_02_bar__minus_04_dot_07 loc_bar__minus_4_bar__minus_13_bar_2_bar_30)
        (cleanable Egg_bar__minus_01_dot_73_bar__plus_01_dot_02_bar__minus_04_dot_07)
        (heatable Egg_bar__minus_01_dot_73_bar__plus_01_dot_02_bar__minus_04_dot_07)
        (coolable Egg_bar__minus_01_dot_73_bar__plus_01_dot_02_bar__minus_04_dot_07)
        (sliceable Egg_bar__minus_01_dot_73_bar__plus_01_dot_02_bar__minus_04_dot_07)
        (pickupable Egg_bar__minus_01_dot_73_bar__plus_01_dot_02_bar__minus_04_dot_07)
        (objectType Egg_bar__minus_01_dot_96_bar__plus_01_dot_02_bar__minus_03_dot_61 EggType)
        (inReceptacle Egg_bar__minus_01_dot_96_bar__plus_01_dot_02_bar__minus_03_dot_61 Sink_bar__minus_01_dot_79_bar__plus_00_dot_90_bar__minus_03_dot_75_bar_SinkBasin)
        (objectAtLocation Egg_bar__minus_01_dot_96_bar__plus_01_dot_02_bar__minus_03_dot_61 loc_bar__minus_8_bar__minus_13_bar_2_bar_30)
        (cleanable Egg_bar__minus_01_dot_96_bar__plus_01_dot_02_bar__minus_03_dot_61)
        (heatable Egg_bar__minus_01_dot_96_bar__plus_01_dot_02_bar__minus_03_dot_61)
        (coolable Egg_bar__minus_01_dot_96_bar__plus_01_dot_02_bar__minus_03_dot_61)
        (sliceable Egg_bar__minus_01_dot_96_bar__plus_01_dot_02_bar__minus_03_dot_61)
        (pickupable Egg_bar__minus_01_dot_96_bar__plus_01_dot_02_bar__minus_03_dot_61)
        (objectType PepperShaker_bar__minus_00_dot_73_bar__plus_00_dot_56_bar__minus_00_dot_68 PepperShakerType)
        (inReceptacle PepperShaker_bar__minus_00_dot_73_bar__plus_00_dot_56_bar__minus_00_dot_68 Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_00_dot_45)
        (objectAtLocation PepperShaker_bar__minus_00_dot_73_bar__plus_00_dot_56_bar__minus_00_dot_68 loc_bar__minus_6_bar__minus_2_bar_1_bar_30)
        (pickupable PepperShaker_bar__minus_00_dot_73_bar__plus_00_dot_56_bar__minus_00_dot_68)
        (canContain CabinetType BowlType)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType PlateType)
        (canContain CounterTopType BowlType)
        (canContain CounterTopType BreadType)
        (canContain CounterTopType EggType)
        (canContain CounterTopType LettuceType)
        (canContain CounterTopType PepperShakerType)
        (canContain CounterTopType PlateType)
        (canContain CounterTopType TomatoType)
        (canContain DiningTableType BowlType)
        (canContain DiningTableType BreadType)
        (canContain DiningTableType EggType)
        (canContain DiningTableType LettuceType)
        (canContain DiningTableType PepperShakerType)
        (canContain DiningTableType PlateType)
        (canContain DiningTableType TomatoType)
        (canContain DrawerType PepperShakerType)
        (canContain FridgeType BowlType)
        (canContain FridgeType BreadType)
        (canContain FridgeType EggType)
        (canContain FridgeType LettuceType)
        (canContain FridgeType PlateType)
        (canContain FridgeType TomatoType)
        (canContain GarbageCanType BreadType)
        (canContain GarbageCanType EggType)
        (canContain GarbageCanType LettuceType)
        (canContain GarbageCanType TomatoType)
        (canContain MicrowaveType BowlType)
        (canContain MicrowaveType BreadType)
        (canContain MicrowaveType EggType)
        (canContain MicrowaveType PlateType)
        (canContain MicrowaveType TomatoType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType LettuceType)
        (canContain SinkBasinType PlateType)
        (canContain SinkBasinType TomatoType)
        (atLocation agent1 loc_bar__minus_8_bar__minus_13_bar_1_bar_30)
    )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o PlateType)
                            (receptacleType ?r SinkBasinType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    