(define (problem plan_trial_b3f1ff6acb11)
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
        Bread_bar__minus_01_dot_61_bar__plus_01_dot_24_bar__minus_03_dot_94 - object
        Bread_bar__minus_00_dot_02_bar__plus_01_dot_11_bar__minus_01_dot_31 - object
        Pan_bar__minus_02_dot_61_bar__plus_02_dot_06_bar__minus_03_dot_52 - object
        Pan_bar__minus_00_dot_71_bar__plus_00_dot_40_bar__minus_00_dot_24 - object
        SaltShaker_bar__minus_01_dot_67_bar__plus_00_dot_96_bar__minus_04_dot_07 - object
        Apple_bar__minus_01_dot_35_bar__plus_02_dot_11_bar__minus_01_dot_11 - object
        Pot_bar__minus_01_dot_99_bar__plus_00_dot_91_bar__minus_03_dot_65 - object
        Pot_bar__minus_00_dot_15_bar__plus_01_dot_05_bar__minus_01_dot_19 - object
        Bowl_bar__minus_03_dot_00_bar__plus_00_dot_85_bar__minus_00_dot_66 - object
        Bowl_bar__minus_00_dot_82_bar__plus_00_dot_42_bar__minus_03_dot_65 - object
        Spatula_bar__minus_01_dot_68_bar__plus_01_dot_01_bar__minus_03_dot_62 - object
        Spatula_bar__minus_02_dot_98_bar__plus_00_dot_73_bar__minus_00_dot_65 - object
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
        (objectType Bread_bar__minus_01_dot_61_bar__plus_01_dot_24_bar__minus_03_dot_94 BreadType)
        (inReceptacle Bread_bar__minus_01_dot_61_bar__plus_01_dot_24_bar__minus_03_dot_94 CounterTop_bar__minus_01_dot_79_bar__plus_00_dot_95_bar__minus_03_dot_80)
        (objectAtLocation Bread_bar__minus_01_dot_61_bar__plus_01_dot_24_bar__minus_03_dot_94 loc_bar__minus_4_bar__minus_13_bar_2_bar_30)
        (heatable Bread_bar__minus_01_dot_61_bar__plus_01_dot_24_bar__minus_03_dot_94)
        (coolable Bread_bar__minus_01_dot_61_bar__plus_01_dot_24_bar__minus_03_dot_94)
        (sliceable Bread_bar__minus_01_dot_61_bar__plus_01_dot_24_bar__minus_03_dot_94)
        (pickupable Bread_bar__minus_01_dot_61_bar__plus_01_dot_24_bar__minus_03_dot_94)
        (objectType Bread_bar__minus_00_dot_02_bar__plus_01_dot_11_bar__minus_01_dot_31 BreadType)
        (inReceptacle Bread_bar__minus_00_dot_02_bar__plus_01_dot_11_bar__minus_01_dot_31 CounterTop_bar__minus_00_dot_27_bar__plus_00_dot_95_bar__minus_01_dot_09)
        (objectAtLocation Bread_bar__minus_00_dot_02_bar__plus_01_dot_11_bar__minus_01_dot_31 loc_bar__minus_4_bar__minus_5_bar_1_bar_30)
        (heatable Bread_bar__minus_00_dot_02_bar__plus_01_dot_11_bar__minus_01_dot_31)
        (coolable Bread_bar__minus_00_dot_02_bar__plus_01_dot_11_bar__minus_01_dot_31)
        (sliceable Bread_bar__minus_00_dot_02_bar__plus_01_dot_11_bar__minus_01_dot_31)
        (pickupable Bread_bar__minus_00_dot_02_bar__plus_01_dot_11_bar__minus_01_dot_31)
        (objectType Pan_bar__minus_02_dot_61_bar__plus_02_dot_06_bar__minus_03_dot_52 PanType)
        (inReceptacle Pan_bar__minus_02_dot_61_bar__plus_02_dot_06_bar__minus_03_dot_52 Cabinet_bar__minus_02_dot_81_bar__plus_01_dot_81_bar__minus_03_dot_76)
        (objectAtLocation Pan_bar__minus_02_dot_61_bar__plus_02_dot_06_bar__minus_03_dot_52 loc_bar__minus_9_bar__minus_12_bar_2_bar_0)
        (cleanable Pan_bar__minus_02_dot_61_bar__plus_02_dot_06_bar__minus_03_dot_52)
        (coolable Pan_bar__minus_02_dot_61_bar__plus_02_dot_06_bar__minus_03_dot_52)
        (pickupable Pan_bar__minus_02_dot_61_bar__plus_02_dot_06_bar__minus_03_dot_52)
        (isReceptacleObject Pan_bar__minus_02_dot_61_bar__plus_02_dot_06_bar__minus_03_dot_52)
        (objectType Pan_bar__minus_00_dot_71_bar__plus_00_dot_40_bar__minus_00_dot_24 PanType)
        (inReceptacle Pan_bar__minus_00_dot_71_bar__plus_00_dot_40_bar__minus_00_dot_24 Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_00_dot_45)
        (objectAtLocation Pan_bar__minus_00_dot_71_bar__plus_00_dot_40_bar__minus_00_dot_24 loc_bar__minus_6_bar__minus_2_bar_1_bar_30)
        (cleanable Pan_bar__minus_00_dot_71_bar__plus_00_dot_40_bar__minus_00_dot_24)
        (coolable Pan_bar__minus_00_dot_71_bar__plus_00_dot_40_bar__minus_00_dot_24)
        (pickupable Pan_bar__minus_00_dot_71_bar__plus_00_dot_40_bar__minus_00_dot_24)
        (isReceptacleObject Pan_bar__minus_00_dot_71_bar__plus_00_dot_40_bar__minus_00_dot_24)
        (objectType SaltShaker_bar__minus_01_dot_67_bar__plus_00_dot_96_bar__minus_04_dot_07 SaltShakerType)
        (inReceptacle SaltShaker_bar__minus_01_dot_67_bar__plus_00_dot_96_bar__minus_04_dot_07 CounterTop_bar__minus_01_dot_79_bar__plus_00_dot_95_bar__minus_03_dot_80)
        (objectAtLocation SaltShaker_bar__minus_01_dot_67_bar__plus_00_dot_96_bar__minus_04_dot_07 loc_bar__minus_4_bar__minus_13_bar_2_bar_30)
        (pickupable SaltShaker_bar__minus_01_dot_67_bar__plus_00_dot_96_bar__minus_04_dot_07)
        (objectType Apple_bar__minus_01_dot_35_bar__plus_02_dot_11_bar__minus_01_dot_11 AppleType)
        (inReceptacle Apple_bar__minus_01_dot_35_bar__plus_02_dot_11_bar__minus_01_dot_11 GarbageCan_bar__minus_01_dot_38_bar__plus_01_dot_88_bar__minus_01_dot_11)
        (objectAtLocation Apple_bar__minus_01_dot_35_bar__plus_02_dot_11_bar__minus_01_dot_11 loc_bar__minus_6_bar__minus_4_bar_0_bar_60)
        (cleanable Apple_bar__minus_01_dot_35_bar__plus_02_dot_11_bar__minus_01_dot_11)
        (heatable Apple_bar__minus_01_dot_35_bar__plus_02_dot_11_bar__minus_01_dot_11)
        (coolable Apple_bar__minus_01_dot_35_bar__plus_02_dot_11_bar__minus_01_dot_11)
        (sliceable Apple_bar__minus_01_dot_35_bar__plus_02_dot_11_bar__minus_01_dot_11)
        (pickupable Apple_bar__minus_01_dot_35_bar__plus_02_dot_11_bar__minus_01_dot_11)
        (objectType Pot_bar__minus_01_dot_99_bar__plus_00_dot_91_bar__minus_03_dot_65 PotType)
        (inReceptacle Pot_bar__minus_01_dot_99_bar__plus_00_dot_91_bar__minus_03_dot_65 Sink_bar__minus_01_dot_79_bar__plus_00_dot_90_bar__minus_03_dot_75_bar_SinkBasin)
        (objectAtLocation Pot_bar__minus_01_dot_99_bar__plus_00_dot_91_bar__minus_03_dot_65 loc_bar__minus_8_bar__minus_13_bar_2_bar_30)
        (cleanable Pot_bar__minus_01_dot_99_bar__plus_00_dot_91_bar__minus_03_dot_65)
        (coolable Pot_bar__minus_01_dot_99_bar__plus_00_dot_91_bar__minus_03_dot_65)
        (pickupable Pot_bar__minus_01_dot_99_bar__plus_00_dot_91_bar__minus_03_dot_65)
        (isReceptacleObject Pot_bar__minus_01_dot_99_bar__plus_00_dot_91_bar__minus_03_dot_65)
        (objectType Pot_bar__minus_00_dot_15_bar__plus_01_dot_05_bar__minus_01_dot_19 PotType)
        (inReceptacle Pot_bar__minus_00_dot_15_bar__plus_01_dot_05_bar__minus_01_dot_19 CounterTop_bar__minus_00_dot_27_bar__plus_00_dot_95_bar__minus_01_dot_09)
        (objectAtLocation Pot_bar__minus_00_dot_15_bar__plus_01_dot_05_bar__minus_01_dot_19 loc_bar__minus_4_bar__minus_5_bar_1_bar_30)
        (cleanable Pot_bar__minus_00_dot_15_bar__plus_01_dot_05_bar__minus_01_dot_19)
        (coolable Pot_bar__minus_00_dot_15_bar__plus_01_dot_05_bar__minus_01_dot_19)
        (pickupable Pot_bar__minus_00_dot_15_bar__plus_01_dot_05_bar__minus_01_dot_19)
        (isReceptacleObject Pot_bar__minus_00_dot_15_bar__plus_01_dot_05_bar__minus_01_dot_19)
        (objectType Bowl_bar__minus_03_dot_00_bar__plus_00_dot_85_bar__minus_00_dot_66 BowlType)
        (inReceptacle Bowl_bar__minus_03_dot_00_bar__plus_00_dot_85_bar__minus_00_dot_66 DiningTable_bar__minus_02_dot_87_bar__plus_00_dot_68_bar__minus_00_dot_51)
        (objectAtLocation Bowl_bar__minus_03_dot_00_bar__plus_00_dot_85_bar__minus_00_dot_66 loc_bar__minus_7_bar__minus_2_bar_3_bar_30)
        (cleanable Bowl_bar__minus_03_dot_00_bar__plus_00_dot_85_bar__minus_00_dot_66)
        (coolable Bowl_bar__minus_03_dot_00_bar__plus_00_dot_85_bar__minus_00_dot_66)
        (pickupable Bowl_bar__minus_03_dot_00_bar__plus_00_dot_85_bar__minus_00_dot_66)
        (isReceptacleObject Bowl_bar__minus_03_dot_00_bar__plus_00_dot_85_bar__minus_00_dot_66)
        (objectType Bowl_bar__minus_00_dot_82_bar__plus_00_dot_42_bar__minus_03_dot_65 BowlType)
        (inReceptacle Bowl_bar__minus_00_dot_82_bar__plus_00_dot_42_bar__minus_03_dot_65 Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_03_dot_48)
        (objectAtLocation Bowl_bar__minus_00_dot_82_bar__plus_00_dot_42_bar__minus_03_dot_65 loc_bar__minus_7_bar__minus_11_bar_1_bar_30)
        (cleanable Bowl_bar__minus_00_dot_82_bar__plus_00_dot_42_bar__minus_03_dot_65)
        (coolable Bowl_bar__minus_00_dot_82_bar__plus_00_dot_42_bar__minus_03_dot_65)
        (pickupable Bowl_bar__minus_00_dot_82_bar__plus_00_dot_42_bar__minus_03_dot_65)
        (isReceptacleObject Bowl_bar__minus_00_dot_82_bar__plus_00_dot_42_bar__minus_03_dot_65)
        (objectType Spatula_bar__minus_01_dot_68_bar__plus_01_dot_01_bar__minus_03_dot_62 SpatulaType)
        (inReceptacle Spatula_bar__minus_01_dot_68_bar__plus_01_dot_01_bar__minus_03_dot_62 CounterTop_bar__minus_01_dot_79_bar__plus_00_dot_95_bar__minus_03_dot_80)
        (objectAtLocation Spatula_bar__minus_01_dot_68_bar__plus_01_dot_01_bar__minus_03_dot_62 loc_bar__minus_4_bar__minus_13_bar_2_bar_30)
        (cleanable Spatula_bar__minus_01_dot_68_bar__plus_01_dot_01_bar__minus_03_dot_62)
        (pickupable Spatula_bar__minus_01_dot_68_bar__plus_01_dot_01_bar__minus_03_dot_62)
        (objectType Spatula_bar__minus_02_dot_98_bar__plus_00_dot_73_bar__minus_00_dot_65 SpatulaType)
        (inReceptacle Spatula_bar__minus_02_dot_98_bar__plus_00_dot_73_bar__minus_00_dot_65 DiningTable_bar__minus_02_dot_87_bar__plus_00_dot_68_bar__minus_00_dot_51)
        (objectAtLocation Spatula_bar__minus_02_dot_98_bar__plus_00_dot_73_bar__minus_00_dot_65 loc_bar__minus_7_bar__minus_2_bar_3_bar_30)
        (cleanable Spatula_bar__minus_02_dot_98_bar__plus_00_dot_73_bar__minus_00_dot_65)
        (pickupable Spatula_bar__minus_02_dot_98_bar__plus_00_dot_73_bar__minus_00_dot_65)
        (canContain CabinetType BowlType)
        (canContain CabinetType PanType)
        (canContain CabinetType PotType)
        (canContain CabinetType SaltShakerType)
        (canContain CounterTopType AppleType)
        (canContain CounterTopType BowlType)
        (canContain CounterTopType BreadType)
        (canContain CounterTopType PanType)
        (canContain CounterTopType PotType)
        (canContain CounterTopType SaltShakerType)
        (canContain CounterTopType SpatulaType)
        (canContain DiningTableType AppleType)
        (canContain DiningTableType BowlType)
        (canContain DiningTableType BreadType)
        (canContain DiningTableType PanType)
        (canContain DiningTableType PotType)
        (canContain DiningTableType SaltShakerType)
        (canContain DiningTableType SpatulaType)
        (canContain DrawerType SaltShakerType)
        (canContain DrawerType SpatulaType)
        (canContain FridgeType AppleType)
        (canContain FridgeType BowlType)
        (canContain FridgeType BreadType)
        (canContain FridgeType PanType)
        (canContain FridgeType PotType)
        (canContain GarbageCanType AppleType)
        (canContain GarbageCanType BreadType)
        (canContain MicrowaveType AppleType)
        (canContain MicrowaveType BowlType)
        (canContain MicrowaveType BreadType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType PanType)
        (canContain SinkBasinType PotType)
        (canContain SinkBasinType SpatulaType)
        (canContain StoveBurnerType PanType)
        (canContain StoveBurnerType PotType)
        (atLocation agent1 loc_bar__minus_8_bar__minus_13_bar_1_bar_30)
    )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o BreadType)
                            (receptacleType ?r GarbageCanType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    