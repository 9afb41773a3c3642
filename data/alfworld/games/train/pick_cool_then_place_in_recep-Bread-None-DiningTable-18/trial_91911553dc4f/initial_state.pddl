(define (problem plan_trial_91911553dc4f)
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
        Bread_bar__plus_01_dot_46_bar__plus_01_dot_18_bar__plus_00_dot_85 - object
        Bread_bar__plus_00_dot_40_bar__plus_01_dot_16_bar__plus_00_dot_06 - object
        Bread_bar__plus_01_dot_52_bar__plus_01_dot_07_bar__plus_00_dot_64 - object
        Egg_bar__minus_00_dot_18_bar__plus_00_dot_72_bar__plus_06_dot_59 - object
        Tomato_bar__plus_02_dot_26_bar__plus_00_dot_20_bar__plus_06_dot_38 - object
        Lettuce_bar__plus_01_dot_49_bar__plus_01_dot_31_bar__plus_01_dot_03 - object
        SoapBottle_bar__plus_01_dot_52_bar__plus_01_dot_24_bar__plus_01_dot_15 - object
        SoapBottle_bar__plus_01_dot_63_bar__plus_01_dot_28_bar__plus_00_dot_75 - object
        Kettle_bar__minus_00_dot_27_bar__plus_02_dot_18_bar__plus_02_dot_26 - object
        Mug_bar__plus_02_dot_30_bar__plus_00_dot_20_bar__plus_05_dot_49 - object
        Mug_bar__plus_02_dot_04_bar__plus_00_dot_27_bar__plus_05_dot_62 - object
        PepperShaker_bar__plus_01_dot_16_bar__plus_01_dot_00_bar__plus_04_dot_52 - object
        PepperShaker_bar__plus_01_dot_62_bar__plus_01_dot_06_bar__plus_00_dot_85 - object
        Cabinet_bar__plus_00_dot_25_bar__plus_02_dot_13_bar__plus_00_dot_43 - receptacle
        Cabinet_bar__plus_00_dot_44_bar__plus_00_dot_42_bar__plus_00_dot_74 - receptacle
        Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_42_bar__plus_01_dot_71 - receptacle
        Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_42_bar__plus_02_dot_94 - receptacle
        Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_42_bar__plus_02_dot_99 - receptacle
        Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_42_bar__plus_04_dot_55 - receptacle
        Cabinet_bar__plus_01_dot_27_bar__plus_02_dot_13_bar__plus_00_dot_43 - receptacle
        Cabinet_bar__plus_01_dot_32_bar__plus_02_dot_13_bar__plus_01_dot_53 - receptacle
        Cabinet_bar__plus_01_dot_32_bar__plus_02_dot_13_bar__plus_03_dot_10 - receptacle
        Cabinet_bar__plus_01_dot_32_bar__plus_02_dot_13_bar__plus_04_dot_89 - receptacle
        Cabinet_bar__minus_00_dot_17_bar__plus_00_dot_42_bar__plus_00_dot_74 - receptacle
        Cabinet_bar__minus_00_dot_26_bar__plus_02_dot_13_bar__plus_00_dot_43 - receptacle
        Cabinet_bar__minus_00_dot_78_bar__plus_00_dot_42_bar__plus_00_dot_74 - receptacle
        CounterTop_bar__plus_01_dot_39_bar__plus_01_dot_03_bar__plus_00_dot_90 - receptacle
        CounterTop_bar__plus_01_dot_39_bar__plus_01_dot_03_bar__plus_04_dot_72 - receptacle
        DiningTable_bar__minus_00_dot_16_bar__plus_00_dot_67_bar__plus_06_dot_47 - receptacle
        Drawer_bar__plus_00_dot_12_bar__plus_00_dot_80_bar__plus_00_dot_52 - receptacle
        Drawer_bar__plus_00_dot_74_bar__plus_00_dot_80_bar__plus_00_dot_52 - receptacle
        Drawer_bar__plus_01_dot_28_bar__plus_00_dot_80_bar__plus_03_dot_29 - receptacle
        Drawer_bar__plus_01_dot_28_bar__plus_00_dot_81_bar__plus_04_dot_72 - receptacle
        Drawer_bar__minus_00_dot_48_bar__plus_00_dot_80_bar__plus_00_dot_52 - receptacle
        Fridge_bar__plus_02_dot_04_bar__plus_00_dot_00_bar__plus_05_dot_63 - receptacle
        GarbageCan_bar__plus_02_dot_00_bar__plus_00_dot_00_bar__plus_06_dot_50 - receptacle
        Microwave_bar__plus_00_dot_11_bar__plus_00_dot_98_bar__plus_00_dot_26 - receptacle
        Safe_bar__plus_02_dot_05_bar__minus_00_dot_01_bar__plus_07_dot_06 - receptacle
        Sink_bar__plus_01_dot_39_bar__plus_01_dot_01_bar__plus_02_dot_33_bar_SinkBasin - receptacle
        CoffeeMachine_bar__minus_00_dot_63_bar__plus_01_dot_73_bar__plus_04_dot_73 - receptacle
        StoveBurner_bar__plus_00_dot_01_bar__plus_01_dot_97_bar__plus_02_dot_31 - receptacle
        Toaster_bar__plus_00_dot_44_bar__plus_02_dot_10_bar__plus_02_dot_71 - receptacle
        loc_bar__minus_1_bar_7_bar_2_bar_30 - location
        loc_bar__minus_3_bar_19_bar_3_bar_45 - location
        loc_bar__minus_3_bar_5_bar_1_bar_30 - location
        loc_bar__minus_5_bar_5_bar_1_bar_30 - location
        loc_bar_0_bar_4_bar_2_bar__minus_30 - location
        loc_bar_0_bar_5_bar_1_bar_30 - location
        loc_bar_0_bar_7_bar_2_bar_30 - location
        loc_bar_0_bar_9_bar_1_bar_60 - location
        loc_bar_1_bar_10_bar_1_bar_30 - location
        loc_bar_1_bar_13_bar_1_bar_30 - location
        loc_bar_1_bar_14_bar_1_bar_30 - location
        loc_bar_1_bar_17_bar_1_bar_30 - location
        loc_bar_1_bar_20_bar_1_bar_30 - location
        loc_bar_1_bar_6_bar_2_bar_0 - location
        loc_bar_1_bar_7_bar_1_bar_30 - location
        loc_bar_1_bar_7_bar_2_bar_30 - location
        loc_bar_2_bar_11_bar_0_bar_45 - location
        loc_bar_2_bar_2_bar_2_bar_30 - location
        loc_bar_2_bar_4_bar_2_bar__minus_30 - location
        loc_bar_3_bar_14_bar_1_bar__minus_30 - location
        loc_bar_3_bar_18_bar_1_bar__minus_30 - location
        loc_bar_3_bar_19_bar_1_bar_30 - location
        loc_bar_3_bar_26_bar_3_bar_30 - location
        loc_bar_3_bar_4_bar_1_bar_30 - location
        loc_bar_3_bar_4_bar_2_bar__minus_30 - location
        loc_bar_3_bar_5_bar_1_bar__minus_30 - location
        loc_bar_3_bar_9_bar_1_bar_30 - location
        loc_bar_4_bar_22_bar_1_bar_0 - location
        loc_bar_4_bar_24_bar_1_bar_30 - location
        loc_bar_4_bar_26_bar_1_bar_30 - location
    )
(:init
        (receptacleType Cabinet_bar__plus_00_dot_25_bar__plus_02_dot_13_bar__plus_00_dot_43 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_25_bar__plus_02_dot_13_bar__plus_00_dot_43 loc_bar_2_bar_4_bar_2_bar__minus_30)
        (openable Cabinet_bar__plus_00_dot_25_bar__plus_02_dot_13_bar__plus_00_dot_43)
        (receptacleType Cabinet_bar__plus_00_dot_44_bar__plus_00_dot_42_bar__plus_00_dot_74 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_44_bar__plus_00_dot_42_bar__plus_00_dot_74 loc_bar_1_bar_7_bar_2_bar_30)
        (openable Cabinet_bar__plus_00_dot_44_bar__plus_00_dot_42_bar__plus_00_dot_74)
        (receptacleType Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_42_bar__plus_01_dot_71 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_42_bar__plus_01_dot_71 loc_bar_1_bar_7_bar_1_bar_30)
        (openable Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_42_bar__plus_01_dot_71)
        (receptacleType Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_42_bar__plus_02_dot_94 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_42_bar__plus_02_dot_94 loc_bar_1_bar_10_bar_1_bar_30)
        (openable Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_42_bar__plus_02_dot_94)
        (receptacleType Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_42_bar__plus_02_dot_99 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_42_bar__plus_02_dot_99 loc_bar_1_bar_14_bar_1_bar_30)
        (openable Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_42_bar__plus_02_dot_99)
        (receptacleType Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_42_bar__plus_04_dot_55 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_42_bar__plus_04_dot_55 loc_bar_1_bar_17_bar_1_bar_30)
        (openable Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_42_bar__plus_04_dot_55)
        (receptacleType Cabinet_bar__plus_01_dot_27_bar__plus_02_dot_13_bar__plus_00_dot_43 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_27_bar__plus_02_dot_13_bar__plus_00_dot_43 loc_bar_3_bar_4_bar_2_bar__minus_30)
        (openable Cabinet_bar__plus_01_dot_27_bar__plus_02_dot_13_bar__plus_00_dot_43)
        (receptacleType Cabinet_bar__plus_01_dot_32_bar__plus_02_dot_13_bar__plus_01_dot_53 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_32_bar__plus_02_dot_13_bar__plus_01_dot_53 loc_bar_3_bar_5_bar_1_bar__minus_30)
        (openable Cabinet_bar__plus_01_dot_32_bar__plus_02_dot_13_bar__plus_01_dot_53)
        (receptacleType Cabinet_bar__plus_01_dot_32_bar__plus_02_dot_13_bar__plus_03_dot_10 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_32_bar__plus_02_dot_13_bar__plus_03_dot_10 loc_bar_3_bar_14_bar_1_bar__minus_30)
        (openable Cabinet_bar__plus_01_dot_32_bar__plus_02_dot_13_bar__plus_03_dot_10)
        (receptacleType Cabinet_bar__plus_01_dot_32_bar__plus_02_dot_13_bar__plus_04_dot_89 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_32_bar__plus_02_dot_13_bar__plus_04_dot_89 loc_bar_3_bar_18_bar_1_bar__minus_30)
        (openable Cabinet_bar__plus_01_dot_32_bar__plus_02_dot_13_bar__plus_04_dot_89)
        (receptacleType Cabinet_bar__minus_00_dot_17_bar__plus_00_dot_42_bar__plus_00_dot_74 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_17_bar__plus_00_dot_42_bar__plus_00_dot_74 loc_bar__minus_1_bar_7_bar_2_bar_30)
        (openable Cabinet_bar__minus_00_dot_17_bar__plus_00_dot_42_bar__plus_00_dot_74)
        (receptacleType Cabinet_bar__minus_00_dot_26_bar__plus_02_dot_13_bar__plus_00_dot_43 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_26_bar__plus_02_dot_13_bar__plus_00_dot_43 loc_bar_0_bar_4_bar_2_bar__minus_30)
        (openable Cabinet_bar__minus_00_dot_26_bar__plus_02_dot_13_bar__plus_00_dot_43)
        (receptacleType Cabinet_bar__minus_00_dot_78_bar__plus_00_dot_42_bar__plus_00_dot_74 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_78_bar__plus_00_dot_42_bar__plus_00_dot_74 loc_bar_0_bar_7_bar_2_bar_30)
        (openable Cabinet_bar__minus_00_dot_78_bar__plus_00_dot_42_bar__plus_00_dot_74)
        (receptacleType CounterTop_bar__plus_01_dot_39_bar__plus_01_dot_03_bar__plus_00_dot_90 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_39_bar__plus_01_dot_03_bar__plus_00_dot_90 loc_bar_3_bar_4_bar_1_bar_30)
        (receptacleType CounterTop_bar__plus_01_dot_39_bar__plus_01_dot_03_bar__plus_04_dot_72 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_39_bar__plus_01_dot_03_bar__plus_04_dot_72 loc_bar_3_bar_19_bar_1_bar_30)
        (receptacleType DiningTable_bar__minus_00_dot_16_bar__plus_00_dot_67_bar__plus_06_dot_47 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_00_dot_16_bar__plus_00_dot_67_bar__plus_06_dot_47 loc_bar_3_bar_26_bar_3_bar_30)
        (receptacleType Drawer_bar__plus_00_dot_12_bar__plus_00_dot_80_bar__plus_00_dot_52 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_12_bar__plus_00_dot_80_bar__plus_00_dot_52 loc_bar__minus_3_bar_5_bar_1_bar_30)
        (openable Drawer_bar__plus_00_dot_12_bar__plus_00_dot_80_bar__plus_00_dot_52)
        (receptacleType Drawer_bar__plus_00_dot_74_bar__plus_00_dot_80_bar__plus_00_dot_52 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_74_bar__plus_00_dot_80_bar__plus_00_dot_52 loc_bar_0_bar_5_bar_1_bar_30)
        (openable Drawer_bar__plus_00_dot_74_bar__plus_00_dot_80_bar__plus_00_dot_52)
        (receptacleType Drawer_bar__plus_01_dot_28_bar__plus_00_dot_80_bar__plus_03_dot_29 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_01_dot_28_bar__plus_00_dot_80_bar__plus_03_dot_29 loc_bar_1_bar_13_bar_1_bar_30)
        (openable Drawer_bar__plus_01_dot_28_bar__plus_00_dot_80_bar__plus_03_dot_29)
        (receptacleType Drawer_bar__plus_01_dot_28_bar__plus_00_dot_81_bar__plus_04_dot_72 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_01_dot_28_bar__plus_00_dot_81_bar__plus_04_dot_72 loc_bar_1_bar_20_bar_1_bar_30)
        (openable Drawer_bar__plus_01_dot_28_bar__plus_00_dot_81_bar__plus_04_dot_72)
        (receptacleType Drawer_bar__minus_00_dot_48_bar__plus_00_dot_80_bar__plus_00_dot_52 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_48_bar__plus_00_dot_80_bar__plus_00_dot_52 loc_bar__minus_5_bar_5_bar_1_bar_30)
        (openable Drawer_bar__minus_00_dot_48_bar__plus_00_dot_80_bar__plus_00_dot_52)
        (receptacleType Fridge_bar__plus_02_dot_04_bar__plus_00_dot_00_bar__plus_05_dot_63 FridgeType)
        (receptacleAtLocation Fridge_bar__plus_02_dot_04_bar__plus_00_dot_00_bar__plus_05_dot_63 loc_bar_4_bar_22_bar_1_bar_0)
        (openable Fridge_bar__plus_02_dot_04_bar__plus_00_dot_00_bar__plus_05_dot_63)
        (receptacleType GarbageCan_bar__plus_02_dot_00_bar__plus_00_dot_00_bar__plus_06_dot_50 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__plus_02_dot_00_bar__plus_00_dot_00_bar__plus_06_dot_50 loc_bar_4_bar_24_bar_1_bar_30)
        (receptacleType Microwave_bar__plus_00_dot_11_bar__plus_00_dot_98_bar__plus_00_dot_26 MicrowaveType)
        (receptacleAtLocation Microwave_bar__plus_00_dot_11_bar__plus_00_dot_98_bar__plus_00_dot_26 loc_bar_1_bar_6_bar_2_bar_0)
        (openable Microwave_bar__plus_00_dot_11_bar__plus_00_dot_98_bar__plus_00_dot_26)
        (receptacleType Safe_bar__plus_02_dot_05_bar__minus_00_dot_01_bar__plus_07_dot_06 SafeType)
        (receptacleAtLocation Safe_bar__plus_02_dot_05_bar__minus_00_dot_01_bar__plus_07_dot_06 loc_bar_4_bar_26_bar_1_bar_30)
        (openable Safe_bar__plus_02_dot_05_bar__minus_00_dot_01_bar__plus_07_dot_06)
        (receptacleType Sink_bar__plus_01_dot_39_bar__plus_01_dot_01_bar__plus_02_dot_33_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__plus_01_dot_39_bar__plus_01_dot_01_bar__plus_02_dot_33_bar_SinkBasin loc_bar_3_bar_9_bar_1_bar_30)
        (receptacleType CoffeeMachine_bar__minus_00_dot_63_bar__plus_01_dot_73_bar__plus_04_dot_73 CoffeeMachineType)
        (receptacleAtLocation CoffeeMachine_bar__minus_00_dot_63_bar__plus_01_dot_73_bar__plus_04_dot_73 loc_bar__minus_3_bar_19_bar_3_bar_45)
        (receptacleType StoveBurner_bar__plus_00_dot_01_bar__plus_01_dot_97_bar__plus_02_dot_31 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar__plus_00_dot_01_bar__plus_01_dot_97_bar__plus_02_dot_31 loc_bar_0_bar_9_bar_1_bar_60)
        (receptacleType Toaster_bar__plus_00_dot_44_bar__plus_02_dot_10_bar__plus_02_dot_71 ToasterType)
        (receptacleAtLocation Toaster_bar__plus_00_dot_44_bar__plus_02_dot_10_bar__plus_02_dot_71 loc_bar_2_bar_11_bar_0_bar_45)
        (objectType Bread_bar__plus_01_dot_46_bar__plus_01_dot_18_bar__plus_00_dot_85 BreadType)
        (inReceptacle Bread_bar__plus_01_dot_46_bar__plus_01_dot_18_bar__plus_00_dot_85 CounterTop_bar__plus_01_dot_39_bar__plus_01_dot_03_bar__plus_00_dot_90)
        (objectAtLocation Bread_bar__plus_01_dot_46_bar__plus_01_dot_18_bar__plus_00_dot_85 loc_bar_3_bar_4_bar_1_bar_30)
        (heatable Bread_bar__plus_01_dot_46_bar__plus_01_dot_18_bar__plus_00_dot_85)
        (coolable Bread_bar__plus_01_dot_46_bar__plus_01_dot_18_bar__plus_00_dot_85)
        (sliceable Bread_bar__plus_01_dot_46_bar__plus_01_dot_18_bar__plus_00_dot_85)
        (pickupable Bread_bar__plus_01_dot_46_bar__plus_01_dot_18_bar__plus_00_dot_85)
        (objectType Bread_bar__plus_00_dot_40_bar__plus_01_dot_16_bar__plus_00_dot_06 BreadType)
        (inReceptacle Bread_bar__plus_00_dot_40_bar__plus_01_dot_16_bar__plus_00_dot_06 Microwave_bar__plus_00_dot_11_bar__plus_00_dot_98_bar__plus_00_dot_26)
        (objectAtLocation Bread_bar__plus_00_dot_40_bar__plus_01_dot_16_bar__plus_00_dot_06 loc_bar_1_bar_6_bar_2_bar_0)
        (heatable Bread_bar__plus_00_dot_40_bar__plus_01_dot_16_bar__plus_00_dot_06)
        (coolable Bread_bar__plus_00_dot_40_bar__plus_01_dot_16_bar__plus_00_dot_06)
        (sliceable Bread_bar__plus_00_dot_40_bar__plus_01_dot_16_bar__plus_00_dot_06)
        (pickupable Bread_bar__plus_00_dot_40_bar__plus_01_dot_16_bar__plus_00_dot_06)
        (objectType Bread_bar__plus_01_dot_52_bar__plus_01_dot_07_bar__plus_00_dot_64 BreadType)
        (inReceptacle Bread_bar__plus_01_dot_52_bar__plus_01_dot_07_bar__plus_00_dot_64 CounterTop_bar__plus_01_dot_39_bar__plus_01_dot_03_bar__plus_00_dot_90)
        (objectAtLocation Bread_bar__plus_01_dot_52_bar__plus_01_dot_07_bar__plus_00_dot_64 loc_bar_3_bar_4_bar_1_bar_30)
        (heatable Bread_bar__plus_01_dot_52_bar__plus_01_dot_07_bar__plus_00_dot_64)
        (coolable Bread_bar__plus_01_dot_52_bar__plus_01_dot_07_bar__plus_00_dot_64)
        (sliceable Bread_bar__plus_01_dot_52_bar__plus_01_dot_07_bar__plus_00_dot_64)
        (pickupable Bread_bar__plus_01_dot_52_bar__plus_01_dot_07_bar__plus_00_dot_64)
        (objectType Egg_bar__minus_00_dot_18_bar__plus_00_dot_72_bar__plus_06_dot_59 EggType)
        (inReceptacle Egg_bar__minus_00_dot_18_bar__plus_00_dot_72_bar__plus_06_dot_59 DiningTable_bar__minus_00_dot_16_bar__plus_00_dot_67_bar__plus_06_dot_47)
        (objectAtLocation Egg_bar__minus_00_dot_18_bar__plus_00_dot_72_bar__plus_06_dot_59 loc_bar_3_bar_26_bar_3_bar_30)
        (cleanable Egg_bar__minus_00_dot_18_bar__plus_00_dot_72_bar__plus_06_dot_59)
        (heatable Egg_bar__minus_00_dot_18_bar__plus_00_dot_72_bar__plus_06_dot_59)
        (coolable Egg_bar__minus_00_dot_18_bar__plus_00_dot_72_bar__plus_06_dot_59)
        (sliceable Egg_bar__minus_00_dot_18_bar__plus_00_dot_72_bar__plus_06_dot_59)
        (pickupable Egg_bar__minus_00_dot_18_bar__plus_00_dot_72_bar__plus_06_dot_59)
        (objectType Tomato_bar__plus_02_dot_26_bar__plus_00_dot_20_bar__plus_06_dot_38 TomatoType)
        (inReceptacle Tomato_bar__plus_02_dot_26_bar__plus_00_dot_20_bar__plus_06_dot_38 GarbageCan_bar__plus_02_dot_00_bar__plus_00_dot_00_bar__plus_06_dot_50)
        (objectAtLocation Tomato_bar__plus_02_dot_26_bar__plus_00_dot_20_bar__plus_06_dot_38 loc_bar_4_bar_24_bar_1_bar_30)
        (cleanable Tomato_bar__plus_02_dot_26_bar__plus_00_dot_20_bar__plus_06_dot_38)
        (heatable Tomato_bar__plus_02_dot_26_bar__plus_00_dot_20_bar__plus_06_dot_38)
        (coolable Tomato_bar__plus_02_dot_26_bar__plus_00_dot_20_bar__plus_06_dot_38)
        (sliceable Tomato_bar__plus_02_dot_26_bar__plus_00_dot_20_bar__plus_06_dot_38)
        (pickupable Tomato_bar__plus_02_dot_26_bar__plus_00_dot_20_bar__plus_06_dot_38)
        (objectType Lettuce_bar__plus_01_dot_49_bar__plus_01_dot_31_bar__plus_01_dot_03 LettuceType)
        (inReceptacle Lettuce_bar__plus_01_dot_49_bar__plus_01_dot_31_bar__plus_01_dot_03 CounterTop_bar__plus_01_dot_39_bar__plus_01_dot_03_bar__plus_00_dot_90)
        (objectAtLocation Lettuce_bar__plus_01_dot_49_bar__plus_01_dot_31_bar__plus_01_dot_03 loc_bar_3_bar_4_bar_1_bar_30)
        (cleanable Lettuce_bar__plus_01_dot_49_bar__plus_01_dot_31_bar__plus_01_dot_03)
        (coolable Lettuce_bar__plus_01_dot_49_bar__plus_01_dot_31_bar__plus_01_dot_03)
        (sliceable Lettuce_bar__plus_01_dot_49_bar__plus_01_dot_31_bar__plus_01_dot_03)
        (pickupable Lettuce_bar__plus_01_dot_49_bar__plus_01_dot_31_bar__plus_01_dot_03)
        (objectType SoapBottle_bar__plus_01_dot_52_bar__plus_01_dot_24_bar__plus_01_dot_15 SoapBottleType)
        (inReceptacle SoapBottle_bar__plus_01_dot_52_bar__plus_01_dot_24_bar__plus_01_dot_15 CounterTop_bar__plus_01_dot_39_bar__plus_01_dot_03_bar__plus_00_dot_90)
        (objectAtLocation SoapBottle_bar__plus_01_dot_52_bar__plus_01_dot_24_bar__plus_01_dot_15 loc_bar_3_bar_4_bar_1_bar_30)
        (pickupable SoapBottle_bar__plus_01_dot_52_bar__plus_01_dot_24_bar__plus_01_dot_15)
        (objectType SoapBottle_bar__plus_01_dot_63_bar__plus_01_dot_28_bar__plus_00_dot_75 SoapBottleType)
        (inReceptacle SoapBottle_bar__plus_01_dot_63_bar__plus_01_dot_28_bar__plus_00_dot_75 CounterTop_bar__plus_01_dot_39_bar__plus_01_dot_03_bar__plus_00_dot_90)
        (objectAtLocation SoapBottle_bar__plus_01_dot_63_bar__plus_01_dot_28_bar__plus_00_dot_75 loc_bar_3_bar_4_bar_1_bar_30)
        (pickupable SoapBottle_bar__plus_01_dot_63_bar__plus_01_dot_28_bar__plus_00_dot_75)
        (objectType Kettle_bar__minus_00_dot_27_bar__plus_02_dot_18_bar__plus_02_dot_26 KettleType)
        (inReceptacle Kettle_bar__minus_00_dot_27_bar__plus_02_dot_18_bar__plus_02_dot_26 StoveBurner_bar__plus_00_dot_01_bar__plus_01_dot_97_bar__plus_02_dot_31)
        (objectAtLocation Kettle_bar__minus_00_dot_27_bar__plus_02_dot_18_bar__plus_02_dot_26 loc_bar_0_bar_9_bar_1_bar_60)
        (cleanable Kettle_bar__minus_00_dot_27_bar__plus_02_dot_18_bar__plus_02_dot_26)
        (pickupable Kettle_bar__minus_00_dot_27_bar__plus_02_dot_18_bar__plus_02_dot_26)
        (objectType Mug_bar__plus_02_dot_30_bar__plus_00_dot_20_bar__plus_05_dot_49 MugType)
        (inReceptacle Mug_bar__plus_02_dot_30_bar__plus_00_dot_20_bar__plus_05_dot_49 Fridge_bar__plus_02_dot_04_bar__plus_00_dot_00_bar__plus_05_dot_63)
        (objectAtLocation Mug_bar__plus_02_dot_30_bar__plus_00_dot_20_bar__plus_05_dot_49 loc_bar_4_bar_22_bar_1_bar_0)
        (cleanable Mug_bar__plus_02_dot_30_bar__plus_00_dot_20_bar__plus_05_dot_49)
        (heatable Mug_bar__plus_02_dot_30_bar__plus_00_dot_20_bar__plus_05_dot_49)
        (coolable Mug_bar__plus_02_dot_30_bar__plus_00_dot_20_bar__plus_05_dot_49)
        (pickupable Mug_bar__plus_02_dot_30_bar__plus_00_dot_20_bar__plus_05_dot_49)
        (isReceptacleObject Mug_bar__plus_02_dot_30_bar__plus_00_dot_20_bar__plus_05_dot_49)
        (objectType Mug_bar__plus_02_dot_04_bar__plus_00_dot_27_bar__plus_05_dot_62 MugType)
        (inReceptacle Mug_bar__plus_02_dot_04_bar__plus_00_dot_27_bar__plus_05_dot_62 Fridge_bar__plus_02_dot_04_bar__plus_00_dot_00_bar__plus_05_dot_63)
        (objectAtLocation Mug_bar__plus_02_dot_04_bar__plus_00_dot_27_bar__plus_05_dot_62 loc_bar_4_bar_22_bar_1_bar_0)
        (cleanable Mug_bar__plus_02_dot_04_bar__plus_00_dot_27_bar__plus_05_dot_62)
        (heatable Mug_bar__plus_02_dot_04_bar__plus_00_dot_27_bar__plus_05_dot_62)
        (coolable Mug_bar__plus_02_dot_04_bar__plus_00_dot_27_bar__plus_05_dot_62)
        (pickupable Mug_bar__plus_02_dot_04_bar__plus_00_dot_27_bar__plus_05_dot_62)
        (isReceptacleObject Mug_bar__plus_02_dot_04_bar__plus_00_dot_27_bar__plus_05_dot_62)
        (objectType PepperShaker_bar__plus_01_dot_16_bar__plus_01_dot_00_bar__plus_04_dot_52 PepperShakerType)
        (inReceptacle PepperShaker_bar__plus_01_dot_16_bar__plus_01_dot_00_bar__plus_04_dot_52 Drawer_bar__plus_01_dot_28_bar__plus_00_dot_81_bar__plus_04_dot_72)
        (objectAtLocation PepperShaker_bar__plus_01_dot_16_bar__plus_01_dot_00_bar__plus_04_dot_52 loc_bar_1_bar_20_bar_1_bar_30)
        (pickupable PepperShaker_bar__plus_01_dot_16_bar__plus_01_dot_00_bar__plus_04_dot_52)
        (objectType PepperShaker_bar__plus_01_dot_62_bar__plus_01_dot_06_bar__plus_00_dot_85 PepperShakerType)
        (inReceptacle PepperShaker_bar__plus_01_dot_62_bar__plus_01_dot_06_bar__plus_00_dot_85 CounterTop_bar__plus_01_dot_39_bar__plus_01_dot_03_bar__plus_00_dot_90)
        (objectAtLocation PepperShaker_bar__plus_01_dot_62_bar__plus_01_dot_06_bar__plus_00_dot_85 loc_bar_3_bar_4_bar_1_bar_30)
        (pickupable PepperShaker_bar__plus_01_dot_62_bar__plus_01_dot_06_bar__plus_00_dot_85)
        (canContain CabinetType KettleType)
        (canContain CabinetType MugType)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType SoapBottleType)
        (canContain CoffeeMachineType MugType)
        (canContain CounterTopType BreadType)
        (canContain CounterTopType EggType)
        (canContain CounterTopType KettleType)
        (canContain CounterTopType LettuceType)
        (canContain CounterTopType MugType)
        (canContain CounterTopType PepperShakerType)
        (canContain CounterTopType SoapBottleType)
        (canContain CounterTopType TomatoType)
        (canContain DiningTableType BreadType)
        (canContain DiningTableType EggType)
        (canContain DiningTableType KettleType)
        (canContain DiningTableType LettuceType)
        (canContain DiningTableType MugType)
        (canContain DiningTableType PepperShakerType)
        (canContain DiningTableType SoapBottleType)
        (canContain DiningTableType TomatoType)
        (canContain DrawerType PepperShakerType)
        (canContain DrawerType SoapBottleType)
        (canContain FridgeType BreadType)
        (canContain FridgeType EggType)
        (canContain FridgeType LettuceType)
        (canContain FridgeType MugType)
        (canContain FridgeType TomatoType)
        (canContain GarbageCanType BreadType)
        (canContain GarbageCanType EggType)
        (canContain GarbageCanType LettuceType)
        (canContain GarbageCanType SoapBottleType)
        (canContain GarbageCanType TomatoType)
        (canContain MicrowaveType BreadType)
        (canContain MicrowaveType EggType)
        (canContain MicrowaveType MugType)
        (canContain MicrowaveType TomatoType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType KettleType)
        (canContain SinkBasinType LettuceType)
        (canContain SinkBasinType MugType)
        (canContain SinkBasinType TomatoType)
        (canContain StoveBurnerType KettleType)
        (atLocation agent1 loc_bar_2_bar_2_bar_2_bar_30)
    )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o BreadType)
                            (receptacleType ?r DiningTableType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    