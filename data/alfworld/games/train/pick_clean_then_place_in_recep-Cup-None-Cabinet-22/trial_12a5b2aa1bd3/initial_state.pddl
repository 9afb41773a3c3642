(define (problem plan_trial_12a5b2aa1bd3)
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
        Cup_bar__plus_00_dot_37_bar__plus_00_dot_98_bar__minus_01_dot_18 - object
        Cup_bar__plus_00_dot_71_bar__plus_01_dot_27_bar__plus_01_dot_05 - object
        Kettle_bar__minus_00_dot_54_bar__plus_02_dot_12_bar__minus_01_dot_32 - object
        Spatula_bar__minus_01_dot_31_bar__plus_01_dot_04_bar__minus_00_dot_96 - object
        Spatula_bar__minus_02_dot_80_bar__plus_00_dot_97_bar__plus_00_dot_10 - object
        ButterKnife_bar__minus_02_dot_64_bar__plus_00_dot_81_bar__plus_00_dot_12 - object
        Lettuce_bar__minus_02_dot_76_bar__plus_00_dot_02_bar__plus_01_dot_02 - object
        Lettuce_bar__minus_02_dot_99_bar__plus_01_dot_09_bar__plus_00_dot_27 - object
        SoapBottle_bar__plus_01_dot_07_bar__plus_01_dot_43_bar__plus_00_dot_68 - object
        SoapBottle_bar__minus_02_dot_48_bar__plus_02_dot_31_bar__minus_00_dot_75 - object
        DishSponge_bar__plus_00_dot_33_bar__plus_02_dot_29_bar__minus_01_dot_19 - object
        DishSponge_bar__minus_02_dot_80_bar__plus_02_dot_30_bar__minus_00_dot_69 - object
        Bread_bar__minus_02_dot_68_bar__plus_01_dot_04_bar__plus_00_dot_09 - object
        Bread_bar__minus_01_dot_45_bar__plus_00_dot_44_bar__minus_00_dot_79 - object
        Egg_bar__plus_00_dot_42_bar__plus_01_dot_16_bar__minus_01_dot_39 - object
        Cabinet_bar__plus_00_dot_17_bar__plus_02_dot_01_bar__minus_01_dot_20 - receptacle
        Cabinet_bar__plus_00_dot_24_bar__plus_02_dot_01_bar__minus_01_dot_20 - receptacle
        Cabinet_bar__plus_00_dot_48_bar__plus_00_dot_39_bar__minus_00_dot_90 - receptacle
        Cabinet_bar__plus_01_dot_12_bar__plus_02_dot_01_bar__minus_01_dot_20 - receptacle
        Cabinet_bar__plus_01_dot_13_bar__plus_00_dot_47_bar__minus_00_dot_90 - receptacle
        Cabinet_bar__minus_00_dot_77_bar__plus_02_dot_01_bar__minus_01_dot_20 - receptacle
        Cabinet_bar__minus_00_dot_82_bar__plus_00_dot_47_bar__minus_00_dot_91 - receptacle
        Cabinet_bar__minus_00_dot_84_bar__plus_02_dot_01_bar__minus_01_dot_20 - receptacle
        Cabinet_bar__minus_01_dot_77_bar__plus_02_dot_01_bar__minus_01_dot_20 - receptacle
        Cabinet_bar__minus_01_dot_80_bar__plus_00_dot_47_bar__minus_00_dot_91 - receptacle
        Cabinet_bar__minus_01_dot_84_bar__plus_02_dot_01_bar__minus_01_dot_20 - receptacle
        Cabinet_bar__minus_01_dot_85_bar__plus_00_dot_39_bar__minus_00_dot_90 - receptacle
        Cabinet_bar__minus_02_dot_39_bar__plus_00_dot_39_bar__plus_00_dot_38 - receptacle
        Cabinet_bar__minus_02_dot_63_bar__plus_02_dot_01_bar__minus_01_dot_20 - receptacle
        Cabinet_bar__minus_02_dot_65_bar__plus_02_dot_01_bar__plus_00_dot_36 - receptacle
        Cabinet_bar__minus_02_dot_65_bar__plus_02_dot_01_bar__minus_00_dot_95 - receptacle
        Cabinet_bar__minus_02_dot_65_bar__plus_02_dot_08_bar__minus_00_dot_23 - receptacle
        Cabinet_bar__minus_02_dot_65_bar__plus_02_dot_08_bar__minus_00_dot_88 - receptacle
        Cabinet_bar__minus_02_dot_65_bar__plus_02_dot_20_bar__plus_00_dot_43 - receptacle
        Cabinet_bar__minus_02_dot_65_bar__plus_02_dot_20_bar__plus_01_dot_67 - receptacle
        CounterTop_bar__plus_00_dot_07_bar__plus_00_dot_95_bar__minus_01_dot_20 - receptacle
        CounterTop_bar__plus_00_dot_91_bar__plus_01_dot_15_bar__plus_00_dot_79 - receptacle
        CounterTop_bar__minus_02_dot_70_bar__plus_00_dot_95_bar__plus_00_dot_11 - receptacle
        Drawer_bar__plus_00_dot_26_bar__plus_00_dot_78_bar__minus_01_dot_08 - receptacle
        Drawer_bar__minus_02_dot_57_bar__plus_00_dot_78_bar__plus_00_dot_10 - receptacle
        Fridge_bar__minus_02_dot_86_bar__plus_00_dot_00_bar__plus_00_dot_85 - receptacle
        Microwave_bar__plus_00_dot_28_bar__plus_00_dot_90_bar__minus_01_dot_33 - receptacle
        Sink_bar__minus_01_dot_33_bar__plus_00_dot_92_bar__minus_01_dot_23_bar_SinkBasin - receptacle
        CoffeeMachine_bar__plus_00_dot_55_bar__plus_00_dot_14_bar__minus_00_dot_68 - receptacle
        GarbageCan_bar__minus_01_dot_46_bar__plus_00_dot_29_bar__minus_00_dot_85 - receptacle
        StoveBurner_bar__minus_01_dot_87_bar__plus_01_dot_32_bar__plus_00_dot_25 - receptacle
        Toaster_bar__minus_00_dot_66_bar__plus_00_dot_60_bar__minus_00_dot_08 - receptacle
        loc_bar__minus_1_bar_0_bar_2_bar_30 - location
        loc_bar__minus_2_bar_0_bar_2_bar_30 - location
        loc_bar__minus_2_bar_6_bar_1_bar_30 - location
        loc_bar__minus_3_bar__minus_2_bar_2_bar__minus_30 - location
        loc_bar__minus_3_bar_0_bar_1_bar_15 - location
        loc_bar__minus_4_bar__minus_2_bar_2_bar__minus_30 - location
        loc_bar__minus_5_bar__minus_2_bar_2_bar_30 - location
        loc_bar__minus_6_bar__minus_1_bar_3_bar_30 - location
        loc_bar__minus_6_bar__minus_2_bar_2_bar__minus_30 - location
        loc_bar__minus_6_bar__minus_2_bar_3_bar__minus_30 - location
        loc_bar__minus_6_bar__minus_3_bar_1_bar_60 - location
        loc_bar__minus_6_bar_1_bar_3_bar__minus_30 - location
        loc_bar__minus_6_bar_1_bar_3_bar_30 - location
        loc_bar__minus_6_bar_4_bar_2_bar_30 - location
        loc_bar__minus_6_bar_7_bar_3_bar__minus_30 - location
        loc_bar__minus_7_bar__minus_2_bar_3_bar__minus_30 - location
        loc_bar__minus_7_bar_1_bar_3_bar_15 - location
        loc_bar__minus_7_bar_3_bar_3_bar_0 - location
        loc_bar__minus_8_bar__minus_1_bar_2_bar__minus_30 - location
        loc_bar__minus_8_bar__minus_1_bar_2_bar_30 - location
        loc_bar__minus_8_bar__minus_2_bar_2_bar__minus_30 - location
        loc_bar__minus_8_bar__minus_2_bar_3_bar__minus_30 - location
        loc_bar__minus_8_bar_0_bar_2_bar_30 - location
        loc_bar__minus_8_bar_0_bar_3_bar__minus_30 - location
        loc_bar__minus_8_bar_0_bar_3_bar_30 - location
        loc_bar_0_bar__minus_2_bar_2_bar__minus_30 - location
        loc_bar_1_bar__minus_2_bar_2_bar_30 - location
        loc_bar_2_bar__minus_2_bar_2_bar__minus_30 - location
        loc_bar_2_bar__minus_2_bar_2_bar_30 - location
        loc_bar_2_bar__minus_3_bar_2_bar_15 - location
        loc_bar_2_bar_0_bar_2_bar_30 - location
        loc_bar_3_bar__minus_2_bar_2_bar__minus_30 - location
        loc_bar_3_bar_0_bar_2_bar_30 - location
    )
(:init
        (receptacleType Cabinet_bar__plus_00_dot_17_bar__plus_02_dot_01_bar__minus_01_dot_20 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_17_bar__plus_02_dot_01_bar__minus_01_dot_20 loc_bar_0_bar__minus_2_bar_2_bar__minus_30)
        (openable Cabinet_bar__plus_00_dot_17_bar__plus_02_dot_01_bar__minus_01_dot_20)
        (receptacleType Cabinet_bar__plus_00_dot_24_bar__plus_02_dot_01_bar__minus_01_dot_20 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_24_bar__plus_02_dot_01_bar__minus_01_dot_20 loc_bar_2_bar__minus_2_bar_2_bar__minus_30)
        (openable Cabinet_bar__plus_00_dot_24_bar__plus_02_dot_01_bar__minus_01_dot_20)
        (receptacleType Cabinet_bar__plus_00_dot_48_bar__plus_00_dot_39_bar__minus_00_dot_90 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_48_bar__plus_00_dot_39_bar__minus_00_dot_90 loc_bar__minus_1_bar_0_bar_2_bar_30)
        (openable Cabinet_bar__plus_00_dot_48_bar__plus_00_dot_39_bar__minus_00_dot_90)
        (receptacleType Cabinet_bar__plus_01_dot_12_bar__plus_02_dot_01_bar__minus_01_dot_20 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_12_bar__plus_02_dot_01_bar__minus_01_dot_20 loc_bar_3_bar__minus_2_bar_2_bar__minus_30)
        (openable Cabinet_bar__plus_01_dot_12_bar__plus_02_dot_01_bar__minus_01_dot_20)
        (receptacleType Cabinet_bar__plus_01_dot_13_bar__plus_00_dot_47_bar__minus_00_dot_90 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_13_bar__plus_00_dot_47_bar__minus_00_dot_90 loc_bar_2_bar_0_bar_2_bar_30)
        (openable Cabinet_bar__plus_01_dot_13_bar__plus_00_dot_47_bar__minus_00_dot_90)
        (receptacleType Cabinet_bar__minus_00_dot_77_bar__plus_02_dot_01_bar__minus_01_dot_20 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_77_bar__plus_02_dot_01_bar__minus_01_dot_20 loc_bar__minus_3_bar__minus_2_bar_2_bar__minus_30)
        (openable Cabinet_bar__minus_00_dot_77_bar__plus_02_dot_01_bar__minus_01_dot_20)
        (receptacleType Cabinet_bar__minus_00_dot_82_bar__plus_00_dot_47_bar__minus_00_dot_91 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_82_bar__plus_00_dot_47_bar__minus_00_dot_91 loc_bar__minus_2_bar_0_bar_2_bar_30)
        (openable Cabinet_bar__minus_00_dot_82_bar__plus_00_dot_47_bar__minus_00_dot_91)
        (receptacleType Cabinet_bar__minus_00_dot_84_bar__plus_02_dot_01_bar__minus_01_dot_20 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_84_bar__plus_02_dot_01_bar__minus_01_dot_20 loc_bar__minus_4_bar__minus_2_bar_2_bar__minus_30)
        (openable Cabinet_bar__minus_00_dot_84_bar__plus_02_dot_01_bar__minus_01_dot_20)
        (receptacleType Cabinet_bar__minus_01_dot_77_bar__plus_02_dot_01_bar__minus_01_dot_20 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_77_bar__plus_02_dot_01_bar__minus_01_dot_20 loc_bar__minus_6_bar__minus_2_bar_2_bar__minus_30)
        (openable Cabinet_bar__minus_01_dot_77_bar__plus_02_dot_01_bar__minus_01_dot_20)
        (receptacleType Cabinet_bar__minus_01_dot_80_bar__plus_00_dot_47_bar__minus_00_dot_91 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_80_bar__plus_00_dot_47_bar__minus_00_dot_91 loc_bar__minus_8_bar_0_bar_2_bar_30)
        (openable Cabinet_bar__minus_01_dot_80_bar__plus_00_dot_47_bar__minus_00_dot_91)
        (receptacleType Cabinet_bar__minus_01_dot_84_bar__plus_02_dot_01_bar__minus_01_dot_20 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_84_bar__plus_02_dot_01_bar__minus_01_dot_20 loc_bar__minus_8_bar__minus_2_bar_2_bar__minus_30)
        (openable Cabinet_bar__minus_01_dot_84_bar__plus_02_dot_01_bar__minus_01_dot_20)
        (receptacleType Cabinet_bar__minus_01_dot_85_bar__plus_00_dot_39_bar__minus_00_dot_90 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_85_bar__plus_00_dot_39_bar__minus_00_dot_90 loc_bar__minus_8_bar__minus_1_bar_2_bar_30)
        (openable Cabinet_bar__minus_01_dot_85_bar__plus_00_dot_39_bar__minus_00_dot_90)
        (receptacleType Cabinet_bar__minus_02_dot_39_bar__plus_00_dot_39_bar__plus_00_dot_38 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_39_bar__plus_00_dot_39_bar__plus_00_dot_38 loc_bar__minus_6_bar_1_bar_3_bar_30)
        (openable Cabinet_bar__minus_02_dot_39_bar__plus_00_dot_39_bar__plus_00_dot_38)
        (receptacleType Cabinet_bar__minus_02_dot_63_bar__plus_02_dot_01_bar__minus_01_dot_20 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_63_bar__plus_02_dot_01_bar__minus_01_dot_20 loc_bar__minus_8_bar__minus_1_bar_2_bar__minus_30)
        (openable Cabinet_bar__minus_02_dot_63_bar__plus_02_dot_01_bar__minus_01_dot_20)
        (receptacleType Cabinet_bar__minus_02_dot_65_bar__plus_02_dot_01_bar__plus_00_dot_36 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_65_bar__plus_02_dot_01_bar__plus_00_dot_36 loc_bar__minus_8_bar_0_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_02_dot_65_bar__plus_02_dot_01_bar__plus_00_dot_36)
        (receptacleType Cabinet_bar__minus_02_dot_65_bar__plus_02_dot_01_bar__minus_00_dot_95 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_65_bar__plus_02_dot_01_bar__minus_00_dot_95 loc_bar__minus_6_bar__minus_2_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_02_dot_65_bar__plus_02_dot_01_bar__minus_00_dot_95)
        (receptacleType Cabinet_bar__minus_02_dot_65_bar__plus_02_dot_08_bar__minus_00_dot_23 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_65_bar__plus_02_dot_08_bar__minus_00_dot_23 loc_bar__minus_8_bar__minus_2_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_02_dot_65_bar__plus_02_dot_08_bar__minus_00_dot_23)
        (receptacleType Cabinet_bar__minus_02_dot_65_bar__plus_02_dot_08_bar__minus_00_dot_88 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_65_bar__plus_02_dot_08_bar__minus_00_dot_88 loc_bar__minus_7_bar__minus_2_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_02_dot_65_bar__plus_02_dot_08_bar__minus_00_dot_88)
        (receptacleType Cabinet_bar__minus_02_dot_65_bar__plus_02_dot_20_bar__plus_00_dot_43 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_65_bar__plus_02_dot_20_bar__plus_00_dot_43 loc_bar__minus_6_bar_1_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_02_dot_65_bar__plus_02_dot_20_bar__plus_00_dot_43)
        (receptacleType Cabinet_bar__minus_02_dot_65_bar__plus_02_dot_20_bar__plus_01_dot_67 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_65_bar__plus_02_dot_20_bar__plus_01_dot_67 loc_bar__minus_6_bar_7_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_02_dot_65_bar__plus_02_dot_20_bar__plus_01_dot_67)
        (receptacleType CounterTop_bar__plus_00_dot_07_bar__plus_00_dot_95_bar__minus_01_dot_20 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_00_dot_07_bar__plus_00_dot_95_bar__minus_01_dot_20 loc_bar_2_bar__minus_2_bar_2_bar_30)
        (receptacleType CounterTop_bar__plus_00_dot_91_bar__plus_01_dot_15_bar__plus_00_dot_79 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_00_dot_91_bar__plus_01_dot_15_bar__plus_00_dot_79 loc_bar__minus_2_bar_6_bar_1_bar_30)
        (receptacleType CounterTop_bar__minus_02_dot_70_bar__plus_00_dot_95_bar__plus_00_dot_11 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_02_dot_70_bar__plus_00_dot_95_bar__plus_00_dot_11 loc_bar__minus_8_bar_0_bar_3_bar_30)
        (receptacleType Drawer_bar__plus_00_dot_26_bar__plus_00_dot_78_bar__minus_01_dot_08 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_26_bar__plus_00_dot_78_bar__minus_01_dot_08 loc_bar_3_bar_0_bar_2_bar_30)
        (openable Drawer_bar__plus_00_dot_26_bar__plus_00_dot_78_bar__minus_01_dot_08)
        (receptacleType Drawer_bar__minus_02_dot_57_bar__plus_00_dot_78_bar__plus_00_dot_10 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_02_dot_57_bar__plus_00_dot_78_bar__plus_00_dot_10 loc_bar__minus_6_bar__minus_1_bar_3_bar_30)
        (openable Drawer_bar__minus_02_dot_57_bar__plus_00_dot_78_bar__plus_00_dot_10)
        (receptacleType Fridge_bar__minus_02_dot_86_bar__plus_00_dot_00_bar__plus_00_dot_85 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_02_dot_86_bar__plus_00_dot_00_bar__plus_00_dot_85 loc_bar__minus_7_bar_3_bar_3_bar_0)
        (openable Fridge_bar__minus_02_dot_86_bar__plus_00_dot_00_bar__plus_00_dot_85)
        (receptacleType Microwave_bar__plus_00_dot_28_bar__plus_00_dot_90_bar__minus_01_dot_33 MicrowaveType)
        (receptacleAtLocation Microwave_bar__plus_00_dot_28_bar__plus_00_dot_90_bar__minus_01_dot_33 loc_bar_1_bar__minus_2_bar_2_bar_30)
        (openable Microwave_bar__plus_00_dot_28_bar__plus_00_dot_90_bar__minus_01_dot_33)
        (receptacleType Sink_bar__minus_01_dot_33_bar__plus_00_dot_92_bar__minus_01_dot_23_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_01_dot_33_bar__plus_00_dot_92_bar__minus_01_dot_23_bar_SinkBasin loc_bar__minus_5_bar__minus_2_bar_2_bar_30)
        (receptacleType CoffeeMachine_bar__plus_00_dot_55_bar__plus_00_dot_14_bar__minus_00_dot_68 CoffeeMachineType)
        (receptacleAtLocation CoffeeMachine_bar__plus_00_dot_55_bar__plus_00_dot_14_bar__minus_00_dot_68 loc_bar_2_bar__minus_3_bar_2_bar_15)
        (receptacleType GarbageCan_bar__minus_01_dot_46_bar__plus_00_dot_29_bar__minus_00_dot_85 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__minus_01_dot_46_bar__plus_00_dot_29_bar__minus_00_dot_85 loc_bar__minus_6_bar__minus_3_bar_1_bar_60)
        (receptacleType StoveBurner_bar__minus_01_dot_87_bar__plus_01_dot_32_bar__plus_00_dot_25 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar__minus_01_dot_87_bar__plus_01_dot_32_bar__plus_00_dot_25 loc_bar__minus_7_bar_1_bar_3_bar_15)
        (receptacleType Toaster_bar__minus_00_dot_66_bar__plus_00_dot_60_bar__minus_00_dot_08 ToasterType)
        (receptacleAtLocation Toaster_bar__minus_00_dot_66_bar__plus_00_dot_60_bar__minus_00_dot_08 loc_bar__minus_3_bar_0_bar_1_bar_15)
        (objectType Cup_bar__plus_00_dot_37_bar__plus_00_dot_98_bar__minus_01_dot_18 CupType)
        (inReceptacle Cup_bar__plus_00_dot_37_bar__plus_00_dot_98_bar__minus_01_dot_18 Microwave_bar__plus_00_dot_28_bar__plus_00_dot_90_bar__minus_01_dot_33)
        (objectAtLocation Cup_bar__plus_00_dot_37_bar__plus_00_dot_98_bar__minus_01_dot_18 loc_bar_1_bar__minus_2_bar_2_bar_30)
        (cleanable Cup_bar__plus_00_dot_37_bar__plus_00_dot_98_bar__minus_01_dot_18)
        (heatable Cup_bar__plus_00_dot_37_bar__plus_00_dot_98_bar__minus_01_dot_18)
        (coolable Cup_bar__plus_00_dot_37_bar__plus_00_dot_98_bar__minus_01_dot_18)
        (pickupable Cup_bar__plus_00_dot_37_bar__plus_00_dot_98_bar__minus_01_dot_18)
        (isReceptacleObject Cup_bar__plus_00_dot_37_bar__plus_00_dot_98_bar__minus_01_dot_18)
        (objectType Cup_bar__plus_00_dot_71_bar__plus_01_dot_27_bar__plus_01_dot_05 CupType)
        (inReceptacle Cup_bar__plus_00_dot_71_bar__plus_01_dot_27_bar__plus_01_dot_05 CounterTop_bar__plus_00_dot_91_bar__plus_01_dot_15_bar__plus_00_dot_79)
        (objectAtLocation Cup_bar__plus_00_dot_71_bar__plus_01_dot_27_bar__plus_01_dot_05 loc_bar__minus_2_bar_6_bar_1_bar_30)
        (cleanable Cup_bar__plus_00_dot_71_bar__plus_01_dot_27_bar__plus_01_dot_05)
        (heatable Cup_bar__plus_00_dot_71_bar__plus_01_dot_27_bar__plus_01_dot_05)
        (coolable Cup_bar__plus_00_dot_71_bar__plus_01_dot_27_bar__plus_01_dot_05)
        (pickupable Cup_bar__plus_00_dot_71_bar__plus_01_dot_27_bar__plus_01_dot_05)
        (isReceptacleObject Cup_bar__plus_00_dot_71_bar__plus_01_dot_27_bar__plus_01_dot_05)
        (objectType Kettle_bar__minus_00_dot_54_bar__plus_02_dot_12_bar__minus_01_dot_32 KettleType)
        (inReceptacle Kettle_bar__minus_00_dot_54_bar__plus_02_dot_12_bar__minus_01_dot_32 Cabinet_bar__minus_00_dot_84_bar__plus_02_dot_01_bar__minus_01_dot_20)
        (objectAtLocation Kettle_bar__minus_00_dot_54_bar__plus_02_dot_12_bar__minus_01_dot_32 loc_bar__minus_4_bar__minus_2_bar_2_bar__minus_30)
        (cleanable Kettle_bar__minus_00_dot_54_bar__plus_02_dot_12_bar__minus_01_dot_32)
        (pickupable Kettle_bar__minus_00_dot_54_bar__plus_02_dot_12_bar__minus_01_dot_32)
        (objectType Spatula_bar__minus_01_dot_31_bar__plus_01_dot_04_bar__minus_00_dot_96 SpatulaType)
        (inReceptacle Spatula_bar__minus_01_dot_31_bar__plus_01_dot_04_bar__minus_00_dot_96 Sink_bar__minus_01_dot_33_bar__plus_00_dot_92_bar__minus_01_dot_23_bar_SinkBasin)
        (objectAtLocation Spatula_bar__minus_01_dot_31_bar__plus_01_dot_04_bar__minus_00_dot_96 loc_bar__minus_5_bar__minus_2_bar_2_bar_30)
        (cleanable Spatula_bar__minus_01_dot_31_bar__plus_01_dot_04_bar__minus_00_dot_96)
        (pickupable Spatula_bar__minus_01_dot_31_bar__plus_01_dot_04_bar__minus_00_dot_96)
        (objectType Spatula_bar__minus_02_dot_80_bar__plus_00_dot_97_bar__plus_00_dot_10 SpatulaType)
        (inReceptacle Spatula_bar__minus_02_dot_80_bar__plus_00_dot_97_bar__plus_00_dot_10 CounterTop_bar__minus_02_dot_70_bar__plus_00_dot_95_bar__plus_00_dot_11)
        (objectAtLocation Spatula_bar__minus_02_dot_80_bar__plus_00_dot_97_bar__plus_00_dot_10 loc_bar__minus_8_bar_0_bar_3_bar_30)
        (cleanable Spatula_bar__minus_02_dot_80_bar__plus_00_dot_97_bar__plus_00_dot_10)
        (pickupable Spatula_bar__minus_02_dot_80_bar__plus_00_dot_97_bar__plus_00_dot_10)
        (objectType ButterKnife_bar__minus_02_dot_64_bar__plus_00_dot_81_bar__plus_00_dot_12 ButterKnifeType)
        (inReceptacle ButterKnife_bar__minus_02_dot_64_bar__plus_00_dot_81_bar__plus_00_dot_12 Drawer_bar__minus_02_dot_57_bar__plus_00_dot_78_bar__plus_00_dot_10)
        (objectAtLocation ButterKnife_bar__minus_02_dot_64_bar__plus_00_dot_81_bar__plus_00_dot_12 loc_bar__minus_6_bar__minus_1_bar_3_bar_30)
        (cleanable ButterKnife_bar__minus_02_dot_64_bar__plus_00_dot_81_bar__plus_00_dot_12)
        (pickupable ButterKnife_bar__minus_02_dot_64_bar__plus_00_dot_81_bar__plus_00_dot_12)
        (objectType Lettuce_bar__minus_02_dot_76_bar__plus_00_dot_02_bar__plus_01_dot_02 LettuceType)
        (inReceptacle Lettuce_bar__minus_02_dot_76_bar__plus_00_dot_02_bar__plus_01_dot_02 Fridge_bar__minus_02_dot_86_bar__plus_00_dot_00_bar__plus_00_dot_85)
        (objectAtLocation Lettuce_bar__minus_02_dot_76_bar__plus_00_dot_02_bar__plus_01_dot_02 loc_bar__minus_7_bar_3_bar_3_bar_0)
        (cleanable Lettuce_bar__minus_02_dot_76_bar__plus_00_dot_02_bar__plus_01_dot_02)
        (coolable Lettuce_bar__minus_02_dot_76_bar__plus_00_dot_02_bar__plus_01_dot_02)
        (sliceable Lettuce_bar__minus_02_dot_76_bar__plus_00_dot_02_bar__plus_01_dot_02)
        (pickupable Lettuce_bar__minus_02_dot_76_bar__plus_00_dot_02_bar__plus_01_dot_02)
        (objectType Lettuce_bar__minus_02_dot_99_bar__plus_01_dot_09_bar__plus_00_dot_27 LettuceType)
        (inReceptacle Lettuce_bar__minus_02_dot_99_bar__plus_01_dot_09_bar__plus_00_dot_27 CounterTop_bar__minus_02_dot_70_bar__plus_00_dot_95_bar__plus_00_dot_11)
        (objectAtLocation Lettuce_bar__minus_02_dot_99_bar__plus_01_dot_09_bar__plus_00_dot_27 loc_bar__minus_8_bar_0_bar_3_bar_30)
        (cleanable Lettuce_bar__minus_02_dot_99_bar__plus_01_dot_09_bar__plus_00_dot_27)
        (coolable Lettuce_bar__minus_02_dot_99_bar__plus_01_dot_09_bar__plus_00_dot_27)
        (sliceable Lettuce_bar__minus_02_dot_99_bar__plus_01_dot_09_bar__plus_00_dot_27)
        (pickupable Lettuce_bar__minus_02_dot_99_bar__plus_01_dot_09_bar__plus_00_dot_27)
        (objectType SoapBottle_bar__plus_01_dot_07_bar__plus_01_dot_43_bar__plus_00_dot_68 SoapBottleType)
        (inReceptacle SoapBottle_bar__plus_01_dot_07_bar__plus_01_dot_43_bar__plus_00_dot_68 CounterTop_bar__plus_00_dot_91_bar__plus_01_dot_15_bar__plus_00_dot_79)
        (objectAtLocation SoapBottle_bar__plus_01_dot_07_bar__plus_01_dot_43_bar__plus_00_dot_68 loc_bar__minus_2_bar_6_bar_1_bar_30)
        (pickupable SoapBottle_bar__plus_01_dot_07_bar__plus_01_dot_43_bar__plus_00_dot_68)
        (objectType SoapBottle_bar__minus_02_dot_48_bar__plus_02_dot_31_bar__minus_00_dot_75 SoapBottleType)
        (inReceptacle SoapBottle_bar__minus_02_dot_48_bar__plus_02_dot_31_bar__minus_00_dot_75 Cabinet_bar__minus_02_dot_65_bar__plus_02_dot_01_bar__minus_00_dot_95)
        (objectAtLocation SoapBottle_bar__minus_02_dot_48_bar__plus_02_dot_31_bar__minus_00_dot_75 loc_bar__minus_6_bar__minus_2_bar_3_bar__minus_30)
        (pickupable SoapBottle_bar__minus_02_dot_48_bar__plus_02_dot_31_bar__minus_00_dot_75)
        (objectType DishSponge_bar__plus_00_dot_33_bar__plus_02_dot_29_bar__minus_01_dot_19 DishSpongeType)
        (inReceptacle DishSponge_bar__plus_00_dot_33_bar__plus_02_dot_29_bar__minus_01_dot_19 Cabinet_bar__plus_00_dot_17_bar__plus_02_dot_01_bar__minus_01_dot_20)
        (objectAtLocation DishSponge_bar__plus_00_dot_33_bar__plus_02_dot_29_bar__minus_01_dot_19 loc_bar_0_bar__minus_2_bar_2_bar__minus_30)
        (cleanable DishSponge_bar__plus_00_dot_33_bar__plus_02_dot_29_bar__minus_01_dot_19)
        (pickupable DishSponge_bar__plus_00_dot_33_bar__plus_02_dot_29_bar__minus_01_dot_19)
        (objectType DishSponge_bar__minus_02_dot_80_bar__plus_02_dot_30_bar__minus_00_dot_69 DishSpongeType)
        (inReceptacle DishSponge_bar__minus_02_dot_80_bar__plus_02_dot_30_bar__minus_00_dot_69 Cabinet_bar__minus_02_dot_65_bar__plus_02_dot_01_bar__minus_00_dot_95)
        (objectAtLocation DishSponge_bar__minus_02_dot_80_bar__plus_02_dot_30_bar__minus_00_dot_69 loc_bar__minus_6_bar__minus_2_bar_3_bar__minus_30)
        (cleanable DishSponge_bar__minus_02_dot_80_bar__plus_02_dot_30_bar__minus_00_dot_69)
        (pickupable DishSponge_bar__minus_02_dot_80_bar__plus_02_dot_30_bar__minus_00_dot_69)
        (objectType Bread_bar__minus_02_dot_68_bar__plus_01_dot_04_bar__plus_00_dot_09 BreadType)
        (inReceptacle Bread_bar__minus_02_dot_68_bar__plus_01_dot_04_bar__plus_00_dot_09 CounterTop_bar__minus_02_dot_70_bar__plus_00_dot_95_bar__plus_00_dot_11)
        (objectAtLocation Bread_bar__minus_02_dot_68_bar__plus_01_dot_04_bar__plus_00_dot_09 loc_bar__minus_8_bar_0_bar_3_bar_30)
        (heatable Bread_bar__minus_02_dot_68_bar__plus_01_dot_04_bar__plus_00_dot_09)
        (coolable Bread_bar__minus_02_dot_68_bar__plus_01_dot_04_bar__plus_00_dot_09)
        (sliceable Bread_bar__minus_02_dot_68_bar__plus_01_dot_04_bar__plus_00_dot_09)
        (pickupable Bread_bar__minus_02_dot_68_bar__plus_01_dot_04_bar__plus_00_dot_09)
        (objectType Bread_bar__minus_01_dot_45_bar__plus_00_dot_44_bar__minus_00_dot_79 BreadType)
        (inReceptacle Bread_bar__minus_01_dot_45_bar__plus_00_dot_44_bar__minus_00_dot_79 GarbageCan_bar__minus_01_dot_46_bar__plus_00_dot_29_bar__minus_00_dot_85)
        (objectAtLocation Bread_bar__minus_01_dot_45_bar__plus_00_dot_44_bar__minus_00_dot_79 loc_bar__minus_6_bar__minus_3_bar_1_bar_60)
        (heatable Bread_bar__minus_01_dot_45_bar__plus_00_dot_44_bar__minus_00_dot_79)
        (coolable Bread_bar__minus_01_dot_45_bar__plus_00_dot_44_bar__minus_00_dot_79)
        (sliceable Bread_bar__minus_01_dot_45_bar__plus_00_dot_44_bar__minus_00_dot_79)
        (pickupable Bread_bar__minus_01_dot_45_bar__plus_00_dot_44_bar__minus_00_dot_79)
        (objectType Egg_bar__plus_00_dot_42_bar__plus_01_dot_16_bar__minus_01_dot_39 EggType)
        (inReceptacle Egg_bar__plus_00_dot_42_bar__plus_01_dot_16_bar__minus_01_dot_39 Microwave_bar__plus_00_dot_28_bar__plus_00_dot_90_bar__minus_01_dot_33)
        (objectAtLocation Egg_bar__plus_00_dot_42_bar__plus_01_dot_16_bar__minus_01_dot_39 loc_bar_1_bar__minus_2_bar_2_bar_30)
        (cleanable Egg_bar__plus_00_dot_42_bar__plus_01_dot_16_bar__minus_01_dot_39)
        (heatable Egg_bar__plus_00_dot_42_bar__plus_01_dot_16_bar__minus_01_dot_39)
        (coolable Egg_bar__plus_00_dot_42_bar__plus_01_dot_16_bar__minus_01_dot_39)
        (sliceable Egg_bar__plus_00_dot_42_bar__plus_01_dot_16_bar__minus_01_dot_39)
        (pickupable Egg_bar__plus_00_dot_42_bar__plus_01_dot_16_bar__minus_01_dot_39)
        (canContain CabinetType CupType)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType KettleType)
        (canContain CabinetType SoapBottleType)
        (canContain CounterTopType BreadType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType CupType)
        (canContain CounterTopType DishSpongeType)
        (canContain CounterTopType EggType)
        (canContain CounterTopType KettleType)
        (canContain CounterTopType LettuceType)
        (canContain CounterTopType SoapBottleType)
        (canContain CounterTopType SpatulaType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType DishSpongeType)
        (canContain DrawerType SoapBottleType)
        (canContain DrawerType SpatulaType)
        (canContain FridgeType BreadType)
        (canContain FridgeType CupType)
        (canContain FridgeType EggType)
        (canContain FridgeType LettuceType)
        (canContain GarbageCanType BreadType)
        (canContain GarbageCanType DishSpongeType)
        (canContain GarbageCanType EggType)
        (canContain GarbageCanType LettuceType)
        (canContain GarbageCanType SoapBottleType)
        (canContain MicrowaveType BreadType)
        (canContain MicrowaveType CupType)
        (canContain MicrowaveType EggType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType CupType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType KettleType)
        (canContain SinkBasinType LettuceType)
        (canContain SinkBasinType SpatulaType)
        (canContain StoveBurnerType KettleType)
        (atLocation agent1 loc_bar__minus_6_bar_4_bar_2_bar_30)
    )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o CupType)
                            (receptacleType ?r CabinetType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    