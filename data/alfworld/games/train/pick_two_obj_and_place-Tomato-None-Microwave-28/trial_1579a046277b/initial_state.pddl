(define (problem plan_trial_1579a046277b)
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
        Tomato_bar__minus_03_dot_48_bar__plus_00_dot_81_bar__minus_03_dot_52 - object
        Tomato_bar__minus_03_dot_26_bar__plus_00_dot_24_bar__minus_00_dot_48 - object
        Tomato_bar__minus_02_dot_00_bar__plus_00_dot_92_bar__minus_03_dot_63 - object
        Bread_bar__minus_00_dot_27_bar__plus_01_dot_12_bar__minus_01_dot_73 - object
        Bread_bar__minus_04_dot_10_bar__plus_00_dot_89_bar__minus_00_dot_39 - object
        ButterKnife_bar__minus_00_dot_60_bar__plus_01_dot_00_bar__minus_03_dot_34 - object
        ButterKnife_bar__minus_01_dot_88_bar__plus_01_dot_05_bar__minus_03_dot_81 - object
        Spatula_bar__minus_00_dot_34_bar__plus_01_dot_05_bar__minus_03_dot_02 - object
        Spoon_bar__minus_04_dot_32_bar__plus_00_dot_97_bar__minus_00_dot_22 - object
        Knife_bar__minus_00_dot_57_bar__plus_01_dot_04_bar__minus_01_dot_22 - object
        Cabinet_bar__minus_00_dot_33_bar__plus_01_dot_89_bar__minus_02_dot_51 - receptacle
        Cabinet_bar__minus_00_dot_34_bar__plus_01_dot_89_bar__minus_01_dot_29 - receptacle
        Cabinet_bar__minus_00_dot_34_bar__plus_02_dot_11_bar__minus_00_dot_39 - receptacle
        Cabinet_bar__minus_00_dot_34_bar__plus_02_dot_11_bar__minus_01_dot_27 - receptacle
        Cabinet_bar__minus_00_dot_35_bar__plus_01_dot_89_bar__minus_03_dot_29 - receptacle
        Cabinet_bar__minus_00_dot_63_bar__plus_00_dot_39_bar__minus_01_dot_61 - receptacle
        Cabinet_bar__minus_00_dot_63_bar__plus_00_dot_39_bar__minus_02_dot_51 - receptacle
        Cabinet_bar__minus_00_dot_63_bar__plus_00_dot_39_bar__minus_03_dot_01 - receptacle
        Cabinet_bar__minus_01_dot_01_bar__plus_00_dot_39_bar__minus_03_dot_37 - receptacle
        CounterTop_bar__minus_00_dot_33_bar__plus_00_dot_98_bar__minus_01_dot_45 - receptacle
        CounterTop_bar__minus_01_dot_94_bar__plus_00_dot_98_bar__minus_03_dot_67 - receptacle
        DiningTable_bar__minus_03_dot_03_bar__plus_00_dot_00_bar__minus_00_dot_44 - receptacle
        DiningTable_bar__minus_03_dot_62_bar__plus_00_dot_67_bar__minus_03_dot_32 - receptacle
        Drawer_bar__minus_00_dot_48_bar__plus_00_dot_78_bar__minus_02_dot_74 - receptacle
        Fridge_bar__minus_00_dot_31_bar__plus_00_dot_00_bar__minus_00_dot_65 - receptacle
        Microwave_bar__minus_00_dot_22_bar__plus_01_dot_47_bar__minus_02_dot_06 - receptacle
        SideTable_bar__minus_04_dot_07_bar__plus_00_dot_73_bar__minus_00_dot_31 - receptacle
        Sink_bar__minus_00_dot_60_bar__plus_00_dot_93_bar__minus_03_dot_39_bar_SinkBasin - receptacle
        CoffeeMachine_bar__minus_01_dot_29_bar__plus_01_dot_45_bar__minus_01_dot_95 - receptacle
        GarbageCan_bar__minus_01_dot_99_bar__plus_00_dot_73_bar__minus_03_dot_58 - receptacle
        StoveBurner_bar__minus_01_dot_28_bar__plus_00_dot_01_bar__minus_01_dot_01 - receptacle
        Toaster_bar__minus_03_dot_26_bar__plus_02_dot_03_bar__minus_03_dot_43 - receptacle
        loc_bar__minus_12_bar__minus_5_bar_0_bar_30 - location
        loc_bar__minus_13_bar__minus_14_bar_2_bar_60 - location
        loc_bar__minus_14_bar__minus_9_bar_2_bar_30 - location
        loc_bar__minus_15_bar__minus_5_bar_0_bar_30 - location
        loc_bar__minus_16_bar__minus_5_bar_1_bar_30 - location
        loc_bar__minus_4_bar__minus_12_bar_1_bar_0 - location
        loc_bar__minus_4_bar__minus_6_bar_1_bar_0 - location
        loc_bar__minus_4_bar__minus_6_bar_1_bar_30 - location
        loc_bar__minus_4_bar__minus_8_bar_1_bar_0 - location
        loc_bar__minus_4_bar__minus_9_bar_2_bar_0 - location
        loc_bar__minus_5_bar__minus_10_bar_1_bar_30 - location
        loc_bar__minus_5_bar__minus_3_bar_1_bar_30 - location
        loc_bar__minus_5_bar__minus_4_bar_2_bar_15 - location
        loc_bar__minus_5_bar__minus_8_bar_2_bar_60 - location
        loc_bar__minus_6_bar__minus_12_bar_2_bar_30 - location
        loc_bar__minus_6_bar__minus_4_bar_1_bar_0 - location
        loc_bar__minus_6_bar__minus_6_bar_1_bar_0 - location
        loc_bar__minus_6_bar__minus_6_bar_1_bar_30 - location
        loc_bar__minus_6_bar__minus_9_bar_1_bar_30 - location
        loc_bar__minus_7_bar__minus_10_bar_2_bar_30 - location
        loc_bar__minus_7_bar__minus_11_bar_1_bar_30 - location
        loc_bar__minus_8_bar__minus_11_bar_1_bar_30 - location
        loc_bar__minus_8_bar__minus_14_bar_0_bar_60 - location
    )
(:init
        (receptacleType Cabinet_bar__minus_00_dot_33_bar__plus_01_dot_89_bar__minus_02_dot_51 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_33_bar__plus_01_dot_89_bar__minus_02_dot_51 loc_bar__minus_4_bar__minus_12_bar_1_bar_0)
        (openable Cabinet_bar__minus_00_dot_33_bar__plus_01_dot_89_bar__minus_02_dot_51)
        (receptacleType Cabinet_bar__minus_00_dot_34_bar__plus_01_dot_89_bar__minus_01_dot_29 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_34_bar__plus_01_dot_89_bar__minus_01_dot_29 loc_bar__minus_4_bar__minus_6_bar_1_bar_0)
        (openable Cabinet_bar__minus_00_dot_34_bar__plus_01_dot_89_bar__minus_01_dot_29)
        (receptacleType Cabinet_bar__minus_00_dot_34_bar__plus_02_dot_11_bar__minus_00_dot_39 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_34_bar__plus_02_dot_11_bar__minus_00_dot_39 loc_bar__minus_6_bar__minus_4_bar_1_bar_0)
        (openable Cabinet_bar__minus_00_dot_34_bar__plus_02_dot_11_bar__minus_00_dot_39)
        (receptacleType Cabinet_bar__minus_00_dot_34_bar__plus_02_dot_11_bar__minus_01_dot_27 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_34_bar__plus_02_dot_11_bar__minus_01_dot_27 loc_bar__minus_6_bar__minus_6_bar_1_bar_0)
        (openable Cabinet_bar__minus_00_dot_34_bar__plus_02_dot_11_bar__minus_01_dot_27)
        (receptacleType Cabinet_bar__minus_00_dot_35_bar__plus_01_dot_89_bar__minus_03_dot_29 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_35_bar__plus_01_dot_89_bar__minus_03_dot_29 loc_bar__minus_4_bar__minus_9_bar_2_bar_0)
        (openable Cabinet_bar__minus_00_dot_35_bar__plus_01_dot_89_bar__minus_03_dot_29)
        (receptacleType Cabinet_bar__minus_00_dot_63_bar__plus_00_dot_39_bar__minus_01_dot_61 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_63_bar__plus_00_dot_39_bar__minus_01_dot_61 loc_bar__minus_6_bar__minus_6_bar_1_bar_30)
        (openable Cabinet_bar__minus_00_dot_63_bar__plus_00_dot_39_bar__minus_01_dot_61)
        (receptacleType Cabinet_bar__minus_00_dot_63_bar__plus_00_dot_39_bar__minus_02_dot_51 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_63_bar__plus_00_dot_39_bar__minus_02_dot_51 loc_bar__minus_6_bar__minus_9_bar_1_bar_30)
        (openable Cabinet_bar__minus_00_dot_63_bar__plus_00_dot_39_bar__minus_02_dot_51)
        (receptacleType Cabinet_bar__minus_00_dot_63_bar__plus_00_dot_39_bar__minus_03_dot_01 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_63_bar__plus_00_dot_39_bar__minus_03_dot_01 loc_bar__minus_7_bar__minus_11_bar_1_bar_30)
        (openable Cabinet_bar__minus_00_dot_63_bar__plus_00_dot_39_bar__minus_03_dot_01)
        (receptacleType Cabinet_bar__minus_01_dot_01_bar__plus_00_dot_39_bar__minus_03_dot_37 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_01_bar__plus_00_dot_39_bar__minus_03_dot_37 loc_bar__minus_7_bar__minus_10_bar_2_bar_30)
        (openable Cabinet_bar__minus_01_dot_01_bar__plus_00_dot_39_bar__minus_03_dot_37)
        (receptacleType CounterTop_bar__minus_00_dot_33_bar__plus_00_dot_98_bar__minus_01_dot_45 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_00_dot_33_bar__plus_00_dot_98_bar__minus_01_dot_45 loc_bar__minus_4_bar__minus_6_bar_1_bar_30)
        (receptacleType CounterTop_bar__minus_01_dot_94_bar__plus_00_dot_98_bar__minus_03_dot_67 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_01_dot_94_bar__plus_00_dot_98_bar__minus_03_dot_67 loc_bar__minus_6_bar__minus_12_bar_2_bar_30)
        (receptacleType DiningTable_bar__minus_03_dot_03_bar__plus_00_dot_00_bar__minus_00_dot_44 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_03_dot_03_bar__plus_00_dot_00_bar__minus_00_dot_44 loc_bar__minus_12_bar__minus_5_bar_0_bar_30)
        (receptacleType DiningTable_bar__minus_03_dot_62_bar__plus_00_dot_67_bar__minus_03_dot_32 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_03_dot_62_bar__plus_00_dot_67_bar__minus_03_dot_32 loc_bar__minus_14_bar__minus_9_bar_2_bar_30)
        (receptacleType Drawer_bar__minus_00_dot_48_bar__plus_00_dot_78_bar__minus_02_dot_74 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_48_bar__plus_00_dot_78_bar__minus_02_dot_74 loc_bar__minus_5_bar__minus_10_bar_1_bar_30)
        (openable Drawer_bar__minus_00_dot_48_bar__plus_00_dot_78_bar__minus_02_dot_74)
        (receptacleType Fridge_bar__minus_00_dot_31_bar__plus_00_dot_00_bar__minus_00_dot_65 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_00_dot_31_bar__plus_00_dot_00_bar__minus_00_dot_65 loc_bar__minus_5_bar__minus_3_bar_1_bar_30)
        (openable Fridge_bar__minus_00_dot_31_bar__plus_00_dot_00_bar__minus_00_dot_65)
        (receptacleType Microwave_bar__minus_00_dot_22_bar__plus_01_dot_47_bar__minus_02_dot_06 MicrowaveType)
        (receptacleAtLocation Microwave_bar__minus_00_dot_22_bar__plus_01_dot_47_bar__minus_02_dot_06 loc_bar__minus_4_bar__minus_8_bar_1_bar_0)
        (openable Microwave_bar__minus_00_dot_22_bar__plus_01_dot_47_bar__minus_02_dot_06)
        (receptacleType SideTable_bar__minus_04_dot_07_bar__plus_00_dot_73_bar__minus_00_dot_31 SideTableType)
        (receptacleAtLocation SideTable_bar__minus_04_dot_07_bar__plus_00_dot_73_bar__minus_00_dot_31 loc_bar__minus_15_bar__minus_5_bar_0_bar_30)
        (receptacleType Sink_bar__minus_00_dot_60_bar__plus_00_dot_93_bar__minus_03_dot_39_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_00_dot_60_bar__plus_00_dot_93_bar__minus_03_dot_39_bar_SinkBasin loc_bar__minus_8_bar__minus_11_bar_1_bar_30)
        (receptacleType CoffeeMachine_bar__minus_01_dot_29_bar__plus_01_dot_45_bar__minus_01_dot_95 CoffeeMachineType)
        (receptacleAtLocation CoffeeMachine_bar__minus_01_dot_29_bar__plus_01_dot_45_bar__minus_01_dot_95 loc_bar__minus_5_bar__minus_8_bar_2_bar_60)
        (receptacleType GarbageCan_bar__minus_01_dot_99_bar__plus_00_dot_73_bar__minus_03_dot_58 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__minus_01_dot_99_bar__plus_00_dot_73_bar__minus_03_dot_58 loc_bar__minus_8_bar__minus_14_bar_0_bar_60)
        (receptacleType StoveBurner_bar__minus_01_dot_28_bar__plus_00_dot_01_bar__minus_01_dot_01 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar__minus_01_dot_28_bar__plus_00_dot_01_bar__minus_01_dot_01 loc_bar__minus_5_bar__minus_4_bar_2_bar_15)
        (receptacleType Toaster_bar__minus_03_dot_26_bar__plus_02_dot_03_bar__minus_03_dot_43 ToasterType)
        (receptacleAtLocation Toaster_bar__minus_03_dot_26_bar__plus_02_dot_03_bar__minus_03_dot_43 loc_bar__minus_13_bar__minus_14_bar_2_bar_60)
        (objectType Tomato_bar__minus_03_dot_48_bar__plus_00_dot_81_bar__minus_03_dot_52 TomatoType)
        (inReceptacle Tomato_bar__minus_03_dot_48_bar__plus_00_dot_81_bar__minus_03_dot_52 DiningTable_bar__minus_03_dot_62_bar__plus_00_dot_67_bar__minus_03_dot_32)
        (objectAtLocation Tomato_bar__minus_03_dot_48_bar__plus_00_dot_81_bar__minus_03_dot_52 loc_bar__minus_14_bar__minus_9_bar_2_bar_30)
        (cleanable Tomato_bar__minus_03_dot_48_bar__plus_00_dot_81_bar__minus_03_dot_52)
        (heatable Tomato_bar__minus_03_dot_48_bar__plus_00_dot_81_bar__minus_03_dot_52)
        (coolable Tomato_bar__minus_03_dot_48_bar__plus_00_dot_81_bar__minus_03_dot_52)
        (sliceable Tomato_bar__minus_03_dot_48_bar__plus_00_dot_81_bar__minus_03_dot_52)
        (pickupable Tomato_bar__minus_03_dot_48_bar__plus_00_dot_81_bar__minus_03_dot_52)
        (objectType Tomato_bar__minus_03_dot_26_bar__plus_00_dot_24_bar__minus_00_dot_48 TomatoType)
        (inReceptacle Tomato_bar__minus_03_dot_26_bar__plus_00_dot_24_bar__minus_00_dot_48 DiningTable_bar__minus_03_dot_03_bar__plus_00_dot_00_bar__minus_00_dot_44)
        (objectAtLocation Tomato_bar__minus_03_dot_26_bar__plus_00_dot_24_bar__minus_00_dot_48 loc_bar__minus_12_bar__minus_5_bar_0_bar_30)
        (cleanable Tomato_bar__minus_03_dot_26_bar__plus_00_dot_24_bar__minus_00_dot_48)
        (heatable Tomato_bar__minus_03_dot_26_bar__plus_00_dot_24_bar__minus_00_dot_48)
        (coolable Tomato_bar__minus_03_dot_26_bar__plus_00_dot_24_bar__minus_00_dot_48)
        (sliceable Tomato_bar__minus_03_dot_26_bar__plus_00_dot_24_bar__minus_00_dot_48)
        (pickupable Tomato_bar__minus_03_dot_26_bar__plus_00_dot_24_bar__minus_00_dot_48)
        (objectType Tomato_bar__minus_02_dot_00_bar__plus_00_dot_92_bar__minus_03_dot_63 TomatoType)
        (inReceptacle Tomato_bar__minus_02_dot_00_bar__plus_00_dot_92_bar__minus_03_dot_63 GarbageCan_bar__minus_01_dot_99_bar__plus_00_dot_73_bar__minus_03_dot_58)
        (objectAtLocation Tomato_bar__minus_02_dot_00_bar__plus_00_dot_92_bar__minus_03_dot_63 loc_bar__minus_8_bar__minus_14_bar_0_bar_60)
        (cleanable Tomato_bar__minus_02_dot_00_bar__plus_00_dot_92_bar__minus_03_dot_63)
        (heatable Tomato_bar__minus_02_dot_00_bar__plus_00_dot_92_bar__minus_03_dot_63)
        (coolable Tomato_bar__minus_02_dot_00_bar__plus_00_dot_92_bar__minus_03_dot_63)
        (sliceable Tomato_bar__minus_02_dot_00_bar__plus_00_dot_92_bar__minus_03_dot_63)
        (pickupable Tomato_bar__minus_02_dot_00_bar__plus_00_dot_92_bar__minus_03_dot_63)
        (objectType Bread_bar__minus_00_dot_27_bar__plus_01_dot_12_bar__minus_01_dot_73 BreadType)
        (inReceptacle Bread_bar__minus_00_dot_27_bar__plus_01_dot_12_bar__minus_01_dot_73 CounterTop_bar__minus_00_dot_33_bar__plus_00_dot_98_bar__minus_01_dot_45)
        (objectAtLocation Bread_bar__minus_00_dot_27_bar__plus_01_dot_12_bar__minus_01_dot_73 loc_bar__minus_4_bar__minus_6_bar_1_bar_30)
        (heatable Bread_bar__minus_00_dot_27_bar__plus_01_dot_12_bar__minus_01_dot_73)
        (coolable Bread_bar__minus_00_dot_27_bar__plus_01_dot_12_bar__minus_01_dot_73)
        (sliceable Bread_bar__minus_00_dot_27_bar__plus_01_dot_12_bar__minus_01_dot_73)
        (pickupable Bread_bar__minus_00_dot_27_bar__plus_01_dot_12_bar__minus_01_dot_73)
        (objectType Bread_bar__minus_04_dot_10_bar__plus_00_dot_89_bar__minus_00_dot_39 BreadType)
        (inReceptacle Bread_bar__minus_04_dot_10_bar__plus_00_dot_89_bar__minus_00_dot_39 SideTable_bar__minus_04_dot_07_bar__plus_00_dot_73_bar__minus_00_dot_31)
        (objectAtLocation Bread_bar__minus_04_dot_10_bar__plus_00_dot_89_bar__minus_00_dot_39 loc_bar__minus_15_bar__minus_5_bar_0_bar_30)
        (heatable Bread_bar__minus_04_dot_10_bar__plus_00_dot_89_bar__minus_00_dot_39)
        (coolable Bread_bar__minus_04_dot_10_bar__plus_00_dot_89_bar__minus_00_dot_39)
        (sliceable Bread_bar__minus_04_dot_10_bar__plus_00_dot_89_bar__minus_00_dot_39)
        (pickupable Bread_bar__minus_04_dot_10_bar__plus_00_dot_89_bar__minus_00_dot_39)
        (objectType ButterKnife_bar__minus_00_dot_60_bar__plus_01_dot_00_bar__minus_03_dot_34 ButterKnifeType)
        (inReceptacle ButterKnife_bar__minus_00_dot_60_bar__plus_01_dot_00_bar__minus_03_dot_34 Sink_bar__minus_00_dot_60_bar__plus_00_dot_93_bar__minus_03_dot_39_bar_SinkBasin)
        (objectAtLocation ButterKnife_bar__minus_00_dot_60_bar__plus_01_dot_00_bar__minus_03_dot_34 loc_bar__minus_8_bar__minus_11_bar_1_bar_30)
        (cleanable ButterKnife_bar__minus_00_dot_60_bar__plus_01_dot_00_bar__minus_03_dot_34)
        (pickupable ButterKnife_bar__minus_00_dot_60_bar__plus_01_dot_00_bar__minus_03_dot_34)
        (objectType ButterKnife_bar__minus_01_dot_88_bar__plus_01_dot_05_bar__minus_03_dot_81 ButterKnifeType)
        (inReceptacle ButterKnife_bar__minus_01_dot_88_bar__plus_01_dot_05_bar__minus_03_dot_81 CounterTop_bar__minus_01_dot_94_bar__plus_00_dot_98_bar__minus_03_dot_67)
        (objectAtLocation ButterKnife_bar__minus_01_dot_88_bar__plus_01_dot_05_bar__minus_03_dot_81 loc_bar__minus_6_bar__minus_12_bar_2_bar_30)
        (cleanable ButterKnife_bar__minus_01_dot_88_bar__plus_01_dot_05_bar__minus_03_dot_81)
        (pickupable ButterKnife_bar__minus_01_dot_88_bar__plus_01_dot_05_bar__minus_03_dot_81)
        (objectType Spatula_bar__minus_00_dot_34_bar__plus_01_dot_05_bar__minus_03_dot_02 SpatulaType)
        (inReceptacle Spatula_bar__minus_00_dot_34_bar__plus_01_dot_05_bar__minus_03_dot_02 Drawer_bar__minus_00_dot_48_bar__plus_00_dot_78_bar__minus_02_dot_74)
        (objectAtLocation Spatula_bar__minus_00_dot_34_bar__plus_01_dot_05_bar__minus_03_dot_02 loc_bar__minus_5_bar__minus_10_bar_1_bar_30)
        (cleanable Spatula_bar__minus_00_dot_34_bar__plus_01_dot_05_bar__minus_03_dot_02)
        (pickupable Spatula_bar__minus_00_dot_34_bar__plus_01_dot_05_bar__minus_03_dot_02)
        (objectType Spoon_bar__minus_04_dot_32_bar__plus_00_dot_97_bar__minus_00_dot_22 SpoonType)
        (inReceptacle Spoon_bar__minus_04_dot_32_bar__plus_00_dot_97_bar__minus_00_dot_22 SideTable_bar__minus_04_dot_07_bar__plus_00_dot_73_bar__minus_00_dot_31)
        (objectAtLocation Spoon_bar__minus_04_dot_32_bar__plus_00_dot_97_bar__minus_00_dot_22 loc_bar__minus_15_bar__minus_5_bar_0_bar_30)
        (cleanable Spoon_bar__minus_04_dot_32_bar__plus_00_dot_97_bar__minus_00_dot_22)
        (pickupable Spoon_bar__minus_04_dot_32_bar__plus_00_dot_97_bar__minus_00_dot_22)
        (objectType Knife_bar__minus_00_dot_57_bar__plus_01_dot_04_bar__minus_01_dot_22 KnifeType)
        (inReceptacle Knife_bar__minus_00_dot_57_bar__plus_01_dot_04_bar__minus_01_dot_22 CounterTop_bar__minus_00_dot_33_bar__plus_00_dot_98_bar__minus_01_dot_45)
        (objectAtLocation Knife_bar__minus_00_dot_57_bar__plus_01_dot_04_bar__minus_01_dot_22 loc_bar__minus_4_bar__minus_6_bar_1_bar_30)
        (cleanable Knife_bar__minus_00_dot_57_bar__plus_01_dot_04_bar__minus_01_dot_22)
        (pickupable Knife_bar__minus_00_dot_57_bar__plus_01_dot_04_bar__minus_01_dot_22)
        (canContain CounterTopType BreadType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType SpatulaType)
        (canContain CounterTopType SpoonType)
        (canContain CounterTopType TomatoType)
        (canContain DiningTableType BreadType)
        (canContain DiningTableType ButterKnifeType)
        (canContain DiningTableType KnifeType)
        (canContain DiningTableType SpatulaType)
        (canContain DiningTableType SpoonType)
        (canContain DiningTableType TomatoType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType SpatulaType)
        (canContain DrawerType SpoonType)
        (canContain FridgeType BreadType)
        (canContain FridgeType TomatoType)
        (canContain GarbageCanType BreadType)
        (canContain GarbageCanType TomatoType)
        (canContain MicrowaveType BreadType)
        (canContain MicrowaveType TomatoType)
        (canContain SideTableType BreadType)
        (canContain SideTableType ButterKnifeType)
        (canContain SideTableType KnifeType)
        (canContain SideTableType SpatulaType)
        (canContain SideTableType SpoonType)
        (canContain SideTableType TomatoType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType SpatulaType)
        (canContain SinkBasinType SpoonType)
        (canContain SinkBasinType TomatoType)
        (atLocation agent1 loc_bar__minus_16_bar__minus_5_bar_1_bar_30)
    )

                (:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 TomatoType)
                                    (receptacleType ?r MicrowaveType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 TomatoType)
                                            (receptacleType ?r MicrowaveType)
                                            (inReceptacle ?o2 ?r)
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
            