(define (problem plan_trial_b35e24d65fda)
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
        SoapBottle_bar__minus_00_dot_58_bar__plus_02_dot_30_bar__minus_00_dot_29 - object
        SoapBottle_bar__minus_01_dot_74_bar__plus_01_dot_19_bar__minus_03_dot_40 - object
        SoapBottle_bar__minus_00_dot_21_bar__plus_02_dot_06_bar__minus_03_dot_30 - object
        Cup_bar__minus_03_dot_25_bar__plus_00_dot_12_bar__minus_00_dot_18 - object
        Cup_bar__minus_00_dot_34_bar__plus_00_dot_04_bar__minus_00_dot_69 - object
        Tomato_bar__minus_03_dot_33_bar__plus_00_dot_88_bar__minus_03_dot_62 - object
        Tomato_bar__minus_00_dot_56_bar__plus_01_dot_13_bar__minus_01_dot_39 - object
        Pot_bar__minus_01_dot_49_bar__plus_00_dot_16_bar__minus_00_dot_85 - object
        Fork_bar__minus_03_dot_81_bar__plus_00_dot_77_bar__minus_03_dot_55 - object
        Fork_bar__minus_03_dot_29_bar__plus_00_dot_23_bar__minus_00_dot_56 - object
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
        (objectType SoapBottle_bar__minus_00_dot_58_bar__plus_02_dot_30_bar__minus_00_dot_29 SoapBottleType)
        (inReceptacle SoapBottle_bar__minus_00_dot_58_bar__plus_02_dot_30_bar__minus_00_dot_29 Cabinet_bar__minus_00_dot_34_bar__plus_02_dot_11_bar__minus_00_dot_39)
        (objectAtLocation SoapBottle_bar__minus_00_dot_58_bar__plus_02_dot_30_bar__minus_00_dot_29 loc_bar__minus_6_bar__minus_4_bar_1_bar_0)
        (pickupable SoapBottle_bar__minus_00_dot_58_bar__plus_02_dot_30_bar__minus_00_dot_29)
        (objectType SoapBottle_bar__minus_01_dot_74_bar__plus_01_dot_19_bar__minus_03_dot_40 SoapBottleType)
        (inReceptacle SoapBottle_bar__minus_01_dot_74_bar__plus_01_dot_19_bar__minus_03_dot_40 CounterTop_bar__minus_01_dot_94_bar__plus_00_dot_98_bar__minus_03_dot_67)
        (objectAtLocation SoapBottle_bar__minus_01_dot_74_bar__plus_01_dot_19_bar__minus_03_dot_40 loc_bar__minus_6_bar__minus_12_bar_2_bar_30)
        (pickupable SoapBottle_bar__minus_01_dot_74_bar__plus_01_dot_19_bar__minus_03_dot_40)
        (objectType SoapBottle_bar__minus_00_dot_21_bar__plus_02_dot_06_bar__minus_03_dot_30 SoapBottleType)
        (inReceptacle SoapBottle_bar__minus_00_dot_21_bar__plus_02_dot_06_bar__minus_03_dot_30 Cabinet_bar__minus_00_dot_35_bar__plus_01_dot_89_bar__minus_03_dot_29)
        (objectAtLocation SoapBottle_bar__minus_00_dot_21_bar__plus_02_dot_06_bar__minus_03_dot_30 loc_bar__minus_4_bar__minus_9_bar_2_bar_0)
        (pickupable SoapBottle_bar__minus_00_dot_21_bar__plus_02_dot_06_bar__minus_03_dot_30)
        (objectType Cup_bar__minus_03_dot_25_bar__plus_00_dot_12_bar__minus_00_dot_18 CupType)
        (inReceptacle Cup_bar__minus_03_dot_25_bar__plus_00_dot_12_bar__minus_00_dot_18 DiningTable_bar__minus_03_dot_03_bar__plus_00_dot_00_bar__minus_00_dot_44)
        (objectAtLocation Cup_bar__minus_03_dot_25_bar__plus_00_dot_12_bar__minus_00_dot_18 loc_bar__minus_12_bar__minus_5_bar_0_bar_30)
        (cleanable Cup_bar__minus_03_dot_25_bar__plus_00_dot_12_bar__minus_00_dot_18)
        (heatable Cup_bar__minus_03_dot_25_bar__plus_00_dot_12_bar__minus_00_dot_18)
        (coolable Cup_bar__minus_03_dot_25_bar__plus_00_dot_12_bar__minus_00_dot_18)
        (pickupable Cup_bar__minus_03_dot_25_bar__plus_00_dot_12_bar__minus_00_dot_18)
        (isReceptacleObject Cup_bar__minus_03_dot_25_bar__plus_00_dot_12_bar__minus_00_dot_18)
        (objectType Cup_bar__minus_00_dot_34_bar__plus_00_dot_04_bar__minus_00_dot_69 CupType)
        (inReceptacle Cup_bar__minus_00_dot_34_bar__plus_00_dot_04_bar__minus_00_dot_69 Fridge_bar__minus_00_dot_31_bar__plus_00_dot_00_bar__minus_00_dot_65)
        (objectAtLocation Cup_bar__minus_00_dot_34_bar__plus_00_dot_04_bar__minus_00_dot_69 loc_bar__minus_5_bar__minus_3_bar_1_bar_30)
        (cleanable Cup_bar__minus_00_dot_34_bar__plus_00_dot_04_bar__minus_00_dot_69)
        (heatable Cup_bar__minus_00_dot_34_bar__plus_00_dot_04_bar__minus_00_dot_69)
        (coolable Cup_bar__minus_00_dot_34_bar__plus_00_dot_04_bar__minus_00_dot_69)
        (pickupable Cup_bar__minus_00_dot_34_bar__plus_00_dot_04_bar__minus_00_dot_69)
        (isReceptacleObject Cup_bar__minus_00_dot_34_bar__plus_00_dot_04_bar__minus_00_dot_69)
        (objectType Tomato_bar__minus_03_dot_33_bar__plus_00_dot_88_bar__minus_03_dot_62 TomatoType)
        (inReceptacle Tomato_bar__minus_03_dot_33_bar__plus_00_dot_88_bar__minus_03_dot_62 DiningTable_bar__minus_03_dot_62_bar__plus_00_dot_67_bar__minus_03_dot_32)
        (objectAtLocation Tomato_bar__minus_03_dot_33_bar__plus_00_dot_88_bar__minus_03_dot_62 loc_bar__minus_14_bar__minus_9_bar_2_bar_30)
        (cleanable Tomato_bar__minus_03_dot_33_bar__plus_00_dot_88_bar__minus_03_dot_62)
        (heatable Tomato_bar__minus_03_dot_33_bar__plus_00_dot_88_bar__minus_03_dot_62)
        (coolable Tomato_bar__minus_03_dot_33_bar__plus_00_dot_88_bar__minus_03_dot_62)
        (sliceable Tomato_bar__minus_03_dot_33_bar__plus_00_dot_88_bar__minus_03_dot_62)
        (pickupable Tomato_bar__minus_03_dot_33_bar__plus_00_dot_88_bar__minus_03_dot_62)
        (objectType Tomato_bar__minus_00_dot_56_bar__plus_01_dot_13_bar__minus_01_dot_39 TomatoType)
        (inReceptacle Tomato_bar__minus_00_dot_56_bar__plus_01_dot_13_bar__minus_01_dot_39 CounterTop_bar__minus_00_dot_33_bar__plus_00_dot_98_bar__minus_01_dot_45)
        (objectAtLocation Tomato_bar__minus_00_dot_56_bar__plus_01_dot_13_bar__minus_01_dot_39 loc_bar__minus_4_bar__minus_6_bar_1_bar_30)
        (cleanable Tomato_bar__minus_00_dot_56_bar__plus_01_dot_13_bar__minus_01_dot_39)
        (heatable Tomato_bar__minus_00_dot_56_bar__plus_01_dot_13_bar__minus_01_dot_39)
        (coolable Tomato_bar__minus_00_dot_56_bar__plus_01_dot_13_bar__minus_01_dot_39)
        (sliceable Tomato_bar__minus_00_dot_56_bar__plus_01_dot_13_bar__minus_01_dot_39)
        (pickupable Tomato_bar__minus_00_dot_56_bar__plus_01_dot_13_bar__minus_01_dot_39)
        (objectType Pot_bar__minus_01_dot_49_bar__plus_00_dot_16_bar__minus_00_dot_85 PotType)
        (inReceptacle Pot_bar__minus_01_dot_49_bar__plus_00_dot_16_bar__minus_00_dot_85 StoveBurner_bar__minus_01_dot_28_bar__plus_00_dot_01_bar__minus_01_dot_01)
        (objectAtLocation Pot_bar__minus_01_dot_49_bar__plus_00_dot_16_bar__minus_00_dot_85 loc_bar__minus_5_bar__minus_4_bar_2_bar_15)
        (cleanable Pot_bar__minus_01_dot_49_bar__plus_00_dot_16_bar__minus_00_dot_85)
        (coolable Pot_bar__minus_01_dot_49_bar__plus_00_dot_16_bar__minus_00_dot_85)
        (pickupable Pot_bar__minus_01_dot_49_bar__plus_00_dot_16_bar__minus_00_dot_85)
        (isReceptacleObject Pot_bar__minus_01_dot_49_bar__plus_00_dot_16_bar__minus_00_dot_85)
        (objectType Fork_bar__minus_03_dot_81_bar__plus_00_dot_77_bar__minus_03_dot_55 ForkType)
        (inReceptacle Fork_bar__minus_03_dot_81_bar__plus_00_dot_77_bar__minus_03_dot_55 DiningTable_bar__minus_03_dot_62_bar__plus_00_dot_67_bar__minus_03_dot_32)
        (objectAtLocation Fork_bar__minus_03_dot_81_bar__plus_00_dot_77_bar__minus_03_dot_55 loc_bar__minus_14_bar__minus_9_bar_2_bar_30)
        (cleanable Fork_bar__minus_03_dot_81_bar__plus_00_dot_77_bar__minus_03_dot_55)
        (pickupable Fork_bar__minus_03_dot_81_bar__plus_00_dot_77_bar__minus_03_dot_55)
        (objectType Fork_bar__minus_03_dot_29_bar__plus_00_dot_23_bar__minus_00_dot_56 ForkType)
        (inReceptacle Fork_bar__minus_03_dot_29_bar__plus_00_dot_23_bar__minus_00_dot_56 DiningTable_bar__minus_03_dot_03_bar__plus_00_dot_00_bar__minus_00_dot_44)
        (objectAtLocation Fork_bar__minus_03_dot_29_bar__plus_00_dot_23_bar__minus_00_dot_56 loc_bar__minus_12_bar__minus_5_bar_0_bar_30)
        (cleanable Fork_bar__minus_03_dot_29_bar__plus_00_dot_23_bar__minus_00_dot_56)
        (pickupable Fork_bar__minus_03_dot_29_bar__plus_00_dot_23_bar__minus_00_dot_56)
        (canContain CabinetType CupType)
        (canContain CabinetType PotType)
        (canContain CabinetType SoapBottleType)
        (canContain CounterTopType CupType)
        (canContain CounterTopType ForkType)
        (canContain CounterTopType PotType)
        (canContain CounterTopType SoapBottleType)
        (canContain CounterTopType TomatoType)
        (canContain DiningTableType CupType)
        (canContain DiningTableType ForkType)
        (canContain DiningTableType PotType)
        (canContain DiningTableType SoapBottleType)
        (canContain DiningTableType TomatoType)
        (canContain DrawerType ForkType)
        (canContain DrawerType SoapBottleType)
        (canContain FridgeType CupType)
        (canContain FridgeType PotType)
        (canContain FridgeType TomatoType)
        (canContain GarbageCanType SoapBottleType)
        (canContain GarbageCanType TomatoType)
        (canContain MicrowaveType CupType)
        (canContain MicrowaveType TomatoType)
        (canContain SideTableType CupType)
        (canContain SideTableType ForkType)
        (canContain SideTableType PotType)
        (canContain SideTableType SoapBottleType)
        (canContain SideTableType TomatoType)
        (canContain SinkBasinType CupType)
        (canContain SinkBasinType ForkType)
        (canContain SinkBasinType PotType)
        (canContain SinkBasinType TomatoType)
        (canContain StoveBurnerType PotType)
        (atLocation agent1 loc_bar__minus_16_bar__minus_5_bar_1_bar_30)
    )

                (:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 SoapBottleType)
                                    (receptacleType ?r GarbageCanType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 SoapBottleType)
                                            (receptacleType ?r GarbageCanType)
                                            (inReceptacle ?o2 ?r)
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
            