(define (problem plan_trial_b5c4212ed9c4)
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
        Pan_bar__minus_00_dot_36_bar__plus_01_dot_35_bar__minus_04_dot_37 - object
        Tomato_bar__minus_01_dot_64_bar__plus_01_dot_93_bar__minus_01_dot_14 - object
        Tomato_bar__minus_01_dot_96_bar__plus_00_dot_97_bar__minus_04_dot_01 - object
        Knife_bar__minus_02_dot_00_bar__plus_01_dot_02_bar__minus_03_dot_52 - object
        Knife_bar__minus_01_dot_63_bar__plus_01_dot_11_bar__minus_04_dot_05 - object
        Apple_bar__minus_00_dot_36_bar__plus_01_dot_24_bar__minus_01_dot_11 - object
        ButterKnife_bar__minus_00_dot_09_bar__plus_01_dot_00_bar__minus_00_dot_92 - object
        Spatula_bar__minus_02_dot_65_bar__plus_01_dot_23_bar__minus_01_dot_91 - object
        Spatula_bar__minus_02_dot_85_bar__plus_00_dot_80_bar__minus_00_dot_63 - object
        Bowl_bar__minus_00_dot_01_bar__plus_01_dot_13_bar__minus_00_dot_91 - object
        Bowl_bar__plus_00_dot_07_bar__plus_01_dot_42_bar__minus_04_dot_04 - object
        PepperShaker_bar__minus_02_dot_81_bar__plus_00_dot_77_bar__minus_00_dot_22 - object
        PepperShaker_bar__minus_00_dot_29_bar__plus_01_dot_05_bar__minus_00_dot_82 - object
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
        (objectType Pan_bar__minus_00_dot_36_bar__plus_01_dot_35_bar__minus_04_dot_37 PanType)
        (inReceptacle Pan_bar__minus_00_dot_36_bar__plus_01_dot_35_bar__minus_04_dot_37 Cabinet_bar__minus_00_dot_19_bar__plus_01_dot_21_bar__minus_04_dot_24)
        (objectAtLocation Pan_bar__minus_00_dot_36_bar__plus_01_dot_35_bar__minus_04_dot_37 loc_bar__minus_5_bar__minus_13_bar_1_bar_0)
        (cleanable Pan_bar__minus_00_dot_36_bar__plus_01_dot_35_bar__minus_04_dot_37)
        (coolable Pan_bar__minus_00_dot_36_bar__plus_01_dot_35_bar__minus_04_dot_37)
        (pickupable Pan_bar__minus_00_dot_36_bar__plus_01_dot_35_bar__minus_04_dot_37)
        (isReceptacleObject Pan_bar__minus_00_dot_36_bar__plus_01_dot_35_bar__minus_04_dot_37)
        (objectType Tomato_bar__minus_01_dot_64_bar__plus_01_dot_93_bar__minus_01_dot_14 TomatoType)
        (inReceptacle Tomato_bar__minus_01_dot_64_bar__plus_01_dot_93_bar__minus_01_dot_14 GarbageCan_bar__minus_01_dot_38_bar__plus_01_dot_88_bar__minus_01_dot_11)
        (objectAtLocation Tomato_bar__minus_01_dot_64_bar__plus_01_dot_93_bar__minus_01_dot_14 loc_bar__minus_6_bar__minus_4_bar_0_bar_60)
        (cleanable Tomato_bar__minus_01_dot_64_bar__plus_01_dot_93_bar__minus_01_dot_14)
        (heatable Tomato_bar__minus_01_dot_64_bar__plus_01_dot_93_bar__minus_01_dot_14)
        (coolable Tomato_bar__minus_01_dot_64_bar__plus_01_dot_93_bar__minus_01_dot_14)
        (sliceable Tomato_bar__minus_01_dot_64_bar__plus_01_dot_93_bar__minus_01_dot_14)
        (pickupable Tomato_bar__minus_01_dot_64_bar__plus_01_dot_93_bar__minus_01_dot_14)
        (objectType Tomato_bar__minus_01_dot_96_bar__plus_00_dot_97_bar__minus_04_dot_01 TomatoType)
        (inReceptacle Tomato_bar__minus_01_dot_96_bar__plus_00_dot_97_bar__minus_04_dot_01 Sink_bar__minus_01_dot_79_bar__plus_00_dot_90_bar__minus_03_dot_75_bar_SinkBasin)
        (objectAtLocation Tomato_bar__minus_01_dot_96_bar__plus_00_dot_97_bar__minus_04_dot_01 loc_bar__minus_8_bar__minus_13_bar_2_bar_30)
        (cleanable Tomato_bar__minus_01_dot_96_bar__plus_00_dot_97_bar__minus_04_dot_01)
        (heatable Tomato_bar__minus_01_dot_96_bar__plus_00_dot_97_bar__minus_04_dot_01)
        (coolable Tomato_bar__minus_01_dot_96_bar__plus_00_dot_97_bar__minus_04_dot_01)
        (sliceable Tomato_bar__minus_01_dot_96_bar__plus_00_dot_97_bar__minus_04_dot_01)
        (pickupable Tomato_bar__minus_01_dot_96_bar__plus_00_dot_97_bar__minus_04_dot_01)
        (objectType Knife_bar__minus_02_dot_00_bar__plus_01_dot_02_bar__minus_03_dot_52 KnifeType)
        (inReceptacle Knife_bar__minus_02_dot_00_bar__plus_01_dot_02_bar__minus_03_dot_52 Sink_bar__minus_01_dot_79_bar__plus_00_dot_90_bar__minus_03_dot_75_bar_SinkBasin)
        (objectAtLocation Knife_bar__minus_02_dot_00_bar__plus_01_dot_02_bar__minus_03_dot_52 loc_bar__minus_8_bar__minus_13_bar_2_bar_30)
        (cleanable Knife_bar__minus_02_dot_00_bar__plus_01_dot_02_bar__minus_03_dot_52)
        (pickupable Knife_bar__minus_02_dot_00_bar__plus_01_dot_02_bar__minus_03_dot_52)
        (objectType Knife_bar__minus_01_dot_63_bar__plus_01_dot_11_bar__minus_04_dot_05 KnifeType)
        (inReceptacle Knife_bar__minus_01_dot_63_bar__plus_01_dot_11_bar__minus_04_dot_05 CounterTop_bar__minus_01_dot_79_bar__plus_00_dot_95_bar__minus_03_dot_80)
        (objectAtLocation Knife_bar__minus_01_dot_63_bar__plus_01_dot_11_bar__minus_04_dot_05 loc_bar__minus_4_bar__minus_13_bar_2_bar_30)
        (cleanable Knife_bar__minus_01_dot_63_bar__plus_01_dot_11_bar__minus_04_dot_05)
        (pickupable Knife_bar__minus_01_dot_63_bar__plus_01_dot_11_bar__minus_04_dot_05)
        (objectType Apple_bar__minus_00_dot_36_bar__plus_01_dot_24_bar__minus_01_dot_11 AppleType)
        (inReceptacle Apple_bar__minus_00_dot_36_bar__plus_01_dot_24_bar__minus_01_dot_11 CounterTop_bar__minus_00_dot_27_bar__plus_00_dot_95_bar__minus_01_dot_09)
        (objectAtLocation Apple_bar__minus_00_dot_36_bar__plus_01_dot_24_bar__minus_01_dot_11 loc_bar__minus_4_bar__minus_5_bar_1_bar_30)
        (cleanable Apple_bar__minus_00_dot_36_bar__plus_01_dot_24_bar__minus_01_dot_11)
        (heatable Apple_bar__minus_00_dot_36_bar__plus_01_dot_24_bar__minus_01_dot_11)
        (coolable Apple_bar__minus_00_dot_36_bar__plus_01_dot_24_bar__minus_01_dot_11)
        (sliceable Apple_bar__minus_00_dot_36_bar__plus_01_dot_24_bar__minus_01_dot_11)
        (pickupable Apple_bar__minus_00_dot_36_bar__plus_01_dot_24_bar__minus_01_dot_11)
        (objectType ButterKnife_bar__minus_00_dot_09_bar__plus_01_dot_00_bar__minus_00_dot_92 ButterKnifeType)
        (inReceptacle ButterKnife_bar__minus_00_dot_09_bar__plus_01_dot_00_bar__minus_00_dot_92 CounterTop_bar__minus_00_dot_27_bar__plus_00_dot_95_bar__minus_01_dot_09)
        (objectAtLocation ButterKnife_bar__minus_00_dot_09_bar__plus_01_dot_00_bar__minus_00_dot_92 loc_bar__minus_4_bar__minus_5_bar_1_bar_30)
        (cleanable ButterKnife_bar__minus_00_dot_09_bar__plus_01_dot_00_bar__minus_00_dot_92)
        (pickupable ButterKnife_bar__minus_00_dot_09_bar__plus_01_dot_00_bar__minus_00_dot_92)
        (objectType Spatula_bar__minus_02_dot_65_bar__plus_01_dot_23_bar__minus_01_dot_91 SpatulaType)
        (inReceptacle Spatula_bar__minus_02_dot_65_bar__plus_01_dot_23_bar__minus_01_dot_91 Drawer_bar__minus_02_dot_53_bar__plus_01_dot_23_bar__minus_01_dot_62)
        (objectAtLocation Spatula_bar__minus_02_dot_65_bar__plus_01_dot_23_bar__minus_01_dot_91 loc_bar__minus_10_bar__minus_6_bar_0_bar_45)
        (cleanable Spatula_bar__minus_02_dot_65_bar__plus_01_dot_23_bar__minus_01_dot_91)
        (pickupable Spatula_bar__minus_02_dot_65_bar__plus_01_dot_23_bar__minus_01_dot_91)
        (objectType Spatula_bar__minus_02_dot_85_bar__plus_00_dot_80_bar__minus_00_dot_63 SpatulaType)
        (inReceptacle Spatula_bar__minus_02_dot_85_bar__plus_00_dot_80_bar__minus_00_dot_63 DiningTable_bar__minus_02_dot_87_bar__plus_00_dot_68_bar__minus_00_dot_51)
        (objectAtLocation Spatula_bar__minus_02_dot_85_bar__plus_00_dot_80_bar__minus_00_dot_63 loc_bar__minus_7_bar__minus_2_bar_3_bar_30)
        (cleanable Spatula_bar__minus_02_dot_85_bar__plus_00_dot_80_bar__minus_00_dot_63)
        (pickupable Spatula_bar__minus_02_dot_85_bar__plus_00_dot_80_bar__minus_00_dot_63)
        (objectType Bowl_bar__minus_00_dot_01_bar__plus_01_dot_13_bar__minus_00_dot_91 BowlType)
        (inReceptacle Bowl_bar__minus_00_dot_01_bar__plus_01_dot_13_bar__minus_00_dot_91 Microwave_bar__minus_00_dot_14_bar__plus_00_dot_90_bar__minus_00_dot_91)
        (objectAtLocation Bowl_bar__minus_00_dot_01_bar__plus_01_dot_13_bar__minus_00_dot_91 loc_bar__minus_4_bar__minus_3_bar_1_bar_30)
        (cleanable Bowl_bar__minus_00_dot_01_bar__plus_01_dot_13_bar__minus_00_dot_91)
        (coolable Bowl_bar__minus_00_dot_01_bar__plus_01_dot_13_bar__minus_00_dot_91)
        (pickupable Bowl_bar__minus_00_dot_01_bar__plus_01_dot_13_bar__minus_00_dot_91)
        (isReceptacleObject Bowl_bar__minus_00_dot_01_bar__plus_01_dot_13_bar__minus_00_dot_91)
        (objectType Bowl_bar__plus_00_dot_07_bar__plus_01_dot_42_bar__minus_04_dot_04 BowlType)
        (inReceptacle Bowl_bar__plus_00_dot_07_bar__plus_01_dot_42_bar__minus_04_dot_04 Cabinet_bar__minus_00_dot_19_bar__plus_01_dot_21_bar__minus_04_dot_24)
        (objectAtLocation Bowl_bar__plus_00_dot_07_bar__plus_01_dot_42_bar__minus_04_dot_04 loc_bar__minus_5_bar__minus_13_bar_1_bar_0)
        (cleanable Bowl_bar__plus_00_dot_07_bar__plus_01_dot_42_bar__minus_04_dot_04)
        (coolable Bowl_bar__plus_00_dot_07_bar__plus_01_dot_42_bar__minus_04_dot_04)
        (pickupable Bowl_bar__plus_00_dot_07_bar__plus_01_dot_42_bar__minus_04_dot_04)
        (isReceptacleObject Bowl_bar__plus_00_dot_07_bar__plus_01_dot_42_bar__minus_04_dot_04)
        (objectType PepperShaker_bar__minus_02_dot_81_bar__plus_00_dot_77_bar__minus_00_dot_22 PepperShakerType)
        (inReceptacle PepperShaker_bar__minus_02_dot_81_bar__plus_00_dot_77_bar__minus_00_dot_22 DiningTable_bar__minus_02_dot_87_bar__plus_00_dot_68_bar__minus_00_dot_51)
        (objectAtLocation PepperShaker_bar__minus_02_dot_81_bar__plus_00_dot_77_bar__minus_00_dot_22 loc_bar__minus_7_bar__minus_2_bar_3_bar_30)
        (pickupable PepperShaker_bar__minus_02_dot_81_bar__plus_00_dot_77_bar__minus_00_dot_22)
        (objectType PepperShaker_bar__minus_00_dot_29_bar__plus_01_dot_05_bar__minus_00_dot_82 PepperShakerType)
        (inReceptacle PepperShaker_bar__minus_00_dot_29_bar__plus_01_dot_05_bar__minus_00_dot_82 CounterTop_bar__minus_00_dot_27_bar__plus_00_dot_95_bar__minus_01_dot_09)
        (objectAtLocation PepperShaker_bar__minus_00_dot_29_bar__plus_01_dot_05_bar__minus_00_dot_82 loc_bar__minus_4_bar__minus_5_bar_1_bar_30)
        (pickupable PepperShaker_bar__minus_00_dot_29_bar__plus_01_dot_05_bar__minus_00_dot_82)
        (canContain CabinetType BowlType)
        (canContain CabinetType PanType)
        (canContain CabinetType PepperShakerType)
        (canContain CounterTopType AppleType)
        (canContain CounterTopType BowlType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType PanType)
        (canContain CounterTopType PepperShakerType)
        (canContain CounterTopType SpatulaType)
        (canContain CounterTopType TomatoType)
        (canContain DiningTableType AppleType)
        (canContain DiningTableType BowlType)
        (canContain DiningTableType ButterKnifeType)
        (canContain DiningTableType KnifeType)
        (canContain DiningTableType PanType)
        (canContain DiningTableType PepperShakerType)
        (canContain DiningTableType SpatulaType)
        (canContain DiningTableType TomatoType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType PepperShakerType)
        (canContain DrawerType SpatulaType)
        (canContain FridgeType AppleType)
        (canContain FridgeType BowlType)
        (canContain FridgeType PanType)
        (canContain FridgeType TomatoType)
        (canContain GarbageCanType AppleType)
        (canContain GarbageCanType TomatoType)
        (canContain MicrowaveType AppleType)
        (canContain MicrowaveType BowlType)
        (canContain MicrowaveType TomatoType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType PanType)
        (canContain SinkBasinType SpatulaType)
        (canContain SinkBasinType TomatoType)
        (canContain StoveBurnerType PanType)
        (atLocation agent1 loc_bar__minus_8_bar__minus_13_bar_1_bar_30)
    )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o PanType)
                            (receptacleType ?r FridgeType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    