(define (problem plan_trial_dbad78df59c7)
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
        Apple_bar__minus_01_dot_87_bar__plus_00_dot_35_bar__plus_02_dot_06 - object
        Spoon_bar__plus_00_dot_58_bar__plus_00_dot_83_bar__plus_01_dot_21 - object
        Spoon_bar__plus_01_dot_00_bar__plus_00_dot_90_bar__plus_00_dot_78 - object
        Cup_bar__minus_01_dot_27_bar__plus_01_dot_02_bar__plus_01_dot_32 - object
        Bowl_bar__plus_00_dot_73_bar__plus_00_dot_44_bar__plus_01_dot_65 - object
        Bowl_bar__minus_01_dot_81_bar__plus_01_dot_38_bar__plus_01_dot_19 - object
        Plate_bar__plus_01_dot_01_bar__plus_01_dot_48_bar__plus_00_dot_94 - object
        Potato_bar__minus_01_dot_68_bar__plus_01_dot_41_bar__plus_01_dot_31 - object
        Potato_bar__plus_01_dot_09_bar__plus_01_dot_30_bar__plus_01_dot_14 - object
        Spatula_bar__minus_01_dot_76_bar__plus_01_dot_43_bar__minus_01_dot_22 - object
        Spatula_bar__plus_00_dot_47_bar__plus_01_dot_17_bar__plus_00_dot_94 - object
        Fork_bar__plus_01_dot_28_bar__plus_01_dot_52_bar__plus_01_dot_05 - object
        SaltShaker_bar__minus_01_dot_63_bar__plus_01_dot_00_bar__plus_01_dot_35 - object
        SaltShaker_bar__plus_00_dot_79_bar__plus_01_dot_04_bar__minus_02_dot_10 - object
        Cabinet_bar__plus_00_dot_58_bar__plus_00_dot_78_bar__minus_02_dot_05 - receptacle
        Cabinet_bar__minus_01_dot_46_bar__plus_00_dot_78_bar__plus_00_dot_47 - receptacle
        Cabinet_bar__minus_01_dot_46_bar__plus_00_dot_78_bar__plus_01_dot_31 - receptacle
        Cabinet_bar__minus_01_dot_46_bar__plus_00_dot_78_bar__minus_02_dot_00 - receptacle
        CounterTop_bar__minus_01_dot_81_bar__plus_01_dot_36_bar__plus_01_dot_18 - receptacle
        Drawer_bar__plus_00_dot_71_bar__plus_00_dot_85_bar__plus_01_dot_02 - receptacle
        Drawer_bar__plus_00_dot_71_bar__plus_01_dot_06_bar__plus_01_dot_02 - receptacle
        Drawer_bar__plus_00_dot_72_bar__plus_00_dot_59_bar__plus_00_dot_68 - receptacle
        Drawer_bar__plus_00_dot_72_bar__plus_00_dot_59_bar__plus_01_dot_02 - receptacle
        Drawer_bar__plus_00_dot_72_bar__plus_00_dot_84_bar__plus_00_dot_68 - receptacle
        Drawer_bar__plus_00_dot_72_bar__plus_01_dot_06_bar__plus_00_dot_68 - receptacle
        Fridge_bar__plus_01_dot_01_bar__plus_00_dot_23_bar__plus_01_dot_92 - receptacle
        GarbageCan_bar__minus_01_dot_63_bar__plus_00_dot_22_bar__plus_02_dot_19 - receptacle
        Microwave_bar__plus_01_dot_16_bar__plus_01_dot_19_bar__plus_00_dot_85 - receptacle
        SideTable_bar__plus_01_dot_02_bar__plus_01_dot_24_bar__plus_00_dot_87 - receptacle
        Sink_bar__minus_01_dot_99_bar__plus_01_dot_14_bar__minus_00_dot_98_bar_SinkBasin - receptacle
        CoffeeMachine_bar__minus_01_dot_81_bar__plus_01_dot_35_bar__minus_00_dot_92 - receptacle
        StoveBurner_bar__minus_00_dot_83_bar__plus_00_dot_95_bar__plus_00_dot_05 - receptacle
        Toaster_bar__minus_00_dot_70_bar__plus_00_dot_89_bar__plus_01_dot_99 - receptacle
        loc_bar__minus_1_bar__minus_9_bar_1_bar_30 - location
        loc_bar__minus_1_bar_0_bar_1_bar_30 - location
        loc_bar__minus_1_bar_2_bar_1_bar_30 - location
        loc_bar__minus_2_bar__minus_6_bar_3_bar_30 - location
        loc_bar__minus_2_bar_0_bar_3_bar_30 - location
        loc_bar__minus_2_bar_7_bar_3_bar_30 - location
        loc_bar__minus_3_bar_0_bar_3_bar_15 - location
        loc_bar__minus_3_bar_8_bar_1_bar_15 - location
        loc_bar__minus_4_bar__minus_3_bar_3_bar_30 - location
        loc_bar__minus_4_bar_5_bar_0_bar_30 - location
        loc_bar__minus_4_bar_5_bar_3_bar_30 - location
        loc_bar__minus_7_bar__minus_4_bar_2_bar_0 - location
        loc_bar_0_bar_1_bar_1_bar_30 - location
        loc_bar_0_bar_3_bar_1_bar_30 - location
        loc_bar_0_bar_6_bar_1_bar_30 - location
        loc_bar_0_bar_8_bar_1_bar_0 - location
        loc_bar_1_bar_1_bar_1_bar_30 - location
        loc_bar_1_bar_3_bar_1_bar_30 - location
        loc_bar_1_bar_4_bar_1_bar_30 - location
        loc_bar_3_bar__minus_2_bar_1_bar_30 - location
    )
(:init
        (receptacleType Cabinet_bar__plus_00_dot_58_bar__plus_00_dot_78_bar__minus_02_dot_05 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_58_bar__plus_00_dot_78_bar__minus_02_dot_05 loc_bar__minus_1_bar__minus_9_bar_1_bar_30)
        (openable Cabinet_bar__plus_00_dot_58_bar__plus_00_dot_78_bar__minus_02_dot_05)
        (receptacleType Cabinet_bar__minus_01_dot_46_bar__plus_00_dot_78_bar__plus_00_dot_47 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_46_bar__plus_00_dot_78_bar__plus_00_dot_47 loc_bar__minus_2_bar_0_bar_3_bar_30)
        (openable Cabinet_bar__minus_01_dot_46_bar__plus_00_dot_78_bar__plus_00_dot_47)
        (receptacleType Cabinet_bar__minus_01_dot_46_bar__plus_00_dot_78_bar__plus_01_dot_31 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_46_bar__plus_00_dot_78_bar__plus_01_dot_31 loc_bar__minus_2_bar_7_bar_3_bar_30)
        (openable Cabinet_bar__minus_01_dot_46_bar__plus_00_dot_78_bar__plus_01_dot_31)
        (receptacleType Cabinet_bar__minus_01_dot_46_bar__plus_00_dot_78_bar__minus_02_dot_00 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_46_bar__plus_00_dot_78_bar__minus_02_dot_00 loc_bar__minus_2_bar__minus_6_bar_3_bar_30)
        (openable Cabinet_bar__minus_01_dot_46_bar__plus_00_dot_78_bar__minus_02_dot_00)
        (receptacleType CounterTop_bar__minus_01_dot_81_bar__plus_01_dot_36_bar__plus_01_dot_18 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_01_dot_81_bar__plus_01_dot_36_bar__plus_01_dot_18 loc_bar__minus_4_bar_5_bar_3_bar_30)
        (receptacleType Drawer_bar__plus_00_dot_71_bar__plus_00_dot_85_bar__plus_01_dot_02 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_71_bar__plus_00_dot_85_bar__plus_01_dot_02 loc_bar_0_bar_6_bar_1_bar_30)
        (openable Drawer_bar__plus_00_dot_71_bar__plus_00_dot_85_bar__plus_01_dot_02)
        (receptacleType Drawer_bar__plus_00_dot_71_bar__plus_01_dot_06_bar__plus_01_dot_02 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_71_bar__plus_01_dot_06_bar__plus_01_dot_02 loc_bar_0_bar_3_bar_1_bar_30)
        (openable Drawer_bar__plus_00_dot_71_bar__plus_01_dot_06_bar__plus_01_dot_02)
        (receptacleType Drawer_bar__plus_00_dot_72_bar__plus_00_dot_59_bar__plus_00_dot_68 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_72_bar__plus_00_dot_59_bar__plus_00_dot_68 loc_bar__minus_1_bar_0_bar_1_bar_30)
        (openable Drawer_bar__plus_00_dot_72_bar__plus_00_dot_59_bar__plus_00_dot_68)
        (receptacleType Drawer_bar__plus_00_dot_72_bar__plus_00_dot_59_bar__plus_01_dot_02 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_72_bar__plus_00_dot_59_bar__plus_01_dot_02 loc_bar__minus_1_bar_2_bar_1_bar_30)
        (openable Drawer_bar__plus_00_dot_72_bar__plus_00_dot_59_bar__plus_01_dot_02)
        (receptacleType Drawer_bar__plus_00_dot_72_bar__plus_00_dot_84_bar__plus_00_dot_68 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_72_bar__plus_00_dot_84_bar__plus_00_dot_68 loc_bar_0_bar_1_bar_1_bar_30)
        (openable Drawer_bar__plus_00_dot_72_bar__plus_00_dot_84_bar__plus_00_dot_68)
        (receptacleType Drawer_bar__plus_00_dot_72_bar__plus_01_dot_06_bar__plus_00_dot_68 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_72_bar__plus_01_dot_06_bar__plus_00_dot_68 loc_bar_1_bar_1_bar_1_bar_30)
        (openable Drawer_bar__plus_00_dot_72_bar__plus_01_dot_06_bar__plus_00_dot_68)
        (receptacleType Fridge_bar__plus_01_dot_01_bar__plus_00_dot_23_bar__plus_01_dot_92 FridgeType)
        (receptacleAtLocation Fridge_bar__plus_01_dot_01_bar__plus_00_dot_23_bar__plus_01_dot_92 loc_bar_0_bar_8_bar_1_bar_0)
        (openable Fridge_bar__plus_01_dot_01_bar__plus_00_dot_23_bar__plus_01_dot_92)
        (receptacleType GarbageCan_bar__minus_01_dot_63_bar__plus_00_dot_22_bar__plus_02_dot_19 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__minus_01_dot_63_bar__plus_00_dot_22_bar__plus_02_dot_19 loc_bar__minus_4_bar_5_bar_0_bar_30)
        (receptacleType Microwave_bar__plus_01_dot_16_bar__plus_01_dot_19_bar__plus_00_dot_85 MicrowaveType)
        (receptacleAtLocation Microwave_bar__plus_01_dot_16_bar__plus_01_dot_19_bar__plus_00_dot_85 loc_bar_1_bar_3_bar_1_bar_30)
        (openable Microwave_bar__plus_01_dot_16_bar__plus_01_dot_19_bar__plus_00_dot_85)
        (receptacleType SideTable_bar__plus_01_dot_02_bar__plus_01_dot_24_bar__plus_00_dot_87 SideTableType)
        (receptacleAtLocation SideTable_bar__plus_01_dot_02_bar__plus_01_dot_24_bar__plus_00_dot_87 loc_bar_1_bar_4_bar_1_bar_30)
        (receptacleType Sink_bar__minus_01_dot_99_bar__plus_01_dot_14_bar__minus_00_dot_98_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_01_dot_99_bar__plus_01_dot_14_bar__minus_00_dot_98_bar_SinkBasin loc_bar__minus_4_bar__minus_3_bar_3_bar_30)
        (receptacleType CoffeeMachine_bar__minus_01_dot_81_bar__plus_01_dot_35_bar__minus_00_dot_92 CoffeeMachineType)
        (receptacleAtLocation CoffeeMachine_bar__minus_01_dot_81_bar__plus_01_dot_35_bar__minus_00_dot_92 loc_bar__minus_7_bar__minus_4_bar_2_bar_0)
        (receptacleType StoveBurner_bar__minus_00_dot_83_bar__plus_00_dot_95_bar__plus_00_dot_05 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar__minus_00_dot_83_bar__plus_00_dot_95_bar__plus_00_dot_05 loc_bar__minus_3_bar_0_bar_3_bar_15)
        (receptacleType Toaster_bar__minus_00_dot_70_bar__plus_00_dot_89_bar__plus_01_dot_99 ToasterType)
        (receptacleAtLocation Toaster_bar__minus_00_dot_70_bar__plus_00_dot_89_bar__plus_01_dot_99 loc_bar__minus_3_bar_8_bar_1_bar_15)
        (objectType Apple_bar__minus_01_dot_87_bar__plus_00_dot_35_bar__plus_02_dot_06 AppleType)
        (inReceptacle Apple_bar__minus_01_dot_87_bar__plus_00_dot_35_bar__plus_02_dot_06 GarbageCan_bar__minus_01_dot_63_bar__plus_00_dot_22_bar__plus_02_dot_19)
        (objectAtLocation Apple_bar__minus_01_dot_87_bar__plus_00_dot_35_bar__plus_02_dot_06 loc_bar__minus_4_bar_5_bar_0_bar_30)
        (cleanable Apple_bar__minus_01_dot_87_bar__plus_00_dot_35_bar__plus_02_dot_06)
        (heatable Apple_bar__minus_01_dot_87_bar__plus_00_dot_35_bar__plus_02_dot_06)
        (coolable Apple_bar__minus_01_dot_87_bar__plus_00_dot_35_bar__plus_02_dot_06)
        (sliceable Apple_bar__minus_01_dot_87_bar__plus_00_dot_35_bar__plus_02_dot_06)
        (pickupable Apple_bar__minus_01_dot_87_bar__plus_00_dot_35_bar__plus_02_dot_06)
        (objectType Spoon_bar__plus_00_dot_58_bar__plus_00_dot_83_bar__plus_01_dot_21 SpoonType)
        (inReceptacle Spoon_bar__plus_00_dot_58_bar__plus_00_dot_83_bar__plus_01_dot_21 Drawer_bar__plus_00_dot_72_bar__plus_00_dot_59_bar__plus_01_dot_02)
        (objectAtLocation Spoon_bar__plus_00_dot_58_bar__plus_00_dot_83_bar__plus_01_dot_21 loc_bar__minus_1_bar_2_bar_1_bar_30)
        (cleanable Spoon_bar__plus_00_dot_58_bar__plus_00_dot_83_bar__plus_01_dot_21)
        (pickupable Spoon_bar__plus_00_dot_58_bar__plus_00_dot_83_bar__plus_01_dot_21)
        (objectType Spoon_bar__plus_01_dot_00_bar__plus_00_dot_90_bar__plus_00_dot_78 SpoonType)
        (inReceptacle Spoon_bar__plus_01_dot_00_bar__plus_00_dot_90_bar__plus_00_dot_78 Drawer_bar__plus_00_dot_72_bar__plus_00_dot_84_bar__plus_00_dot_68)
        (objectAtLocation Spoon_bar__plus_01_dot_00_bar__plus_00_dot_90_bar__plus_00_dot_78 loc_bar_0_bar_1_bar_1_bar_30)
        (cleanable Spoon_bar__plus_01_dot_00_bar__plus_00_dot_90_bar__plus_00_dot_78)
        (pickupable Spoon_bar__plus_01_dot_00_bar__plus_00_dot_90_bar__plus_00_dot_78)
        (objectType Cup_bar__minus_01_dot_27_bar__plus_01_dot_02_bar__plus_01_dot_32 CupType)
        (inReceptacle Cup_bar__minus_01_dot_27_bar__plus_01_dot_02_bar__plus_01_dot_32 Cabinet_bar__minus_01_dot_46_bar__plus_00_dot_78_bar__plus_01_dot_31)
        (objectAtLocation Cup_bar__minus_01_dot_27_bar__plus_01_dot_02_bar__plus_01_dot_32 loc_bar__minus_2_bar_7_bar_3_bar_30)
        (cleanable Cup_bar__minus_01_dot_27_bar__plus_01_dot_02_bar__plus_01_dot_32)
        (heatable Cup_bar__minus_01_dot_27_bar__plus_01_dot_02_bar__plus_01_dot_32)
        (coolable Cup_bar__minus_01_dot_27_bar__plus_01_dot_02_bar__plus_01_dot_32)
        (pickupable Cup_bar__minus_01_dot_27_bar__plus_01_dot_02_bar__plus_01_dot_32)
        (isReceptacleObject Cup_bar__minus_01_dot_27_bar__plus_01_dot_02_bar__plus_01_dot_32)
        (objectType Bowl_bar__plus_00_dot_73_bar__plus_00_dot_44_bar__plus_01_dot_65 BowlType)
        (inReceptacle Bowl_bar__plus_00_dot_73_bar__plus_00_dot_44_bar__plus_01_dot_65 Fridge_bar__plus_01_dot_01_bar__plus_00_dot_23_bar__plus_01_dot_92)
        (objectAtLocation Bowl_bar__plus_00_dot_73_bar__plus_00_dot_44_bar__plus_01_dot_65 loc_bar_0_bar_8_bar_1_bar_0)
        (cleanable Bowl_bar__plus_00_dot_73_bar__plus_00_dot_44_bar__plus_01_dot_65)
        (coolable Bowl_bar__plus_00_dot_73_bar__plus_00_dot_44_bar__plus_01_dot_65)
        (pickupable Bowl_bar__plus_00_dot_73_bar__plus_00_dot_44_bar__plus_01_dot_65)
        (isReceptacleObject Bowl_bar__plus_00_dot_73_bar__plus_00_dot_44_bar__plus_01_dot_65)
        (objectType Bowl_bar__minus_01_dot_81_bar__plus_01_dot_38_bar__plus_01_dot_19 BowlType)
        (inReceptacle Bowl_bar__minus_01_dot_81_bar__plus_01_dot_38_bar__plus_01_dot_19 CounterTop_bar__minus_01_dot_81_bar__plus_01_dot_36_bar__plus_01_dot_18)
        (objectAtLocation Bowl_bar__minus_01_dot_81_bar__plus_01_dot_38_bar__plus_01_dot_19 loc_bar__minus_4_bar_5_bar_3_bar_30)
        (cleanable Bowl_bar__minus_01_dot_81_bar__plus_01_dot_38_bar__plus_01_dot_19)
        (coolable Bowl_bar__minus_01_dot_81_bar__plus_01_dot_38_bar__plus_01_dot_19)
        (pickupable Bowl_bar__minus_01_dot_81_bar__plus_01_dot_38_bar__plus_01_dot_19)
        (isReceptacleObject Bowl_bar__minus_01_dot_81_bar__plus_01_dot_38_bar__plus_01_dot_19)
        (objectType Plate_bar__plus_01_dot_01_bar__plus_01_dot_48_bar__plus_00_dot_94 PlateType)
        (inReceptacle Plate_bar__plus_01_dot_01_bar__plus_01_dot_48_bar__plus_00_dot_94 Microwave_bar__plus_01_dot_16_bar__plus_01_dot_19_bar__plus_00_dot_85)
        (objectAtLocation Plate_bar__plus_01_dot_01_bar__plus_01_dot_48_bar__plus_00_dot_94 loc_bar_1_bar_3_bar_1_bar_30)
        (cleanable Plate_bar__plus_01_dot_01_bar__plus_01_dot_48_bar__plus_00_dot_94)
        (heatable Plate_bar__plus_01_dot_01_bar__plus_01_dot_48_bar__plus_00_dot_94)
        (coolable Plate_bar__plus_01_dot_01_bar__plus_01_dot_48_bar__plus_00_dot_94)
        (pickupable Plate_bar__plus_01_dot_01_bar__plus_01_dot_48_bar__plus_00_dot_94)
        (isReceptacleObject Plate_bar__plus_01_dot_01_bar__plus_01_dot_48_bar__plus_00_dot_94)
        (objectType Potato_bar__minus_01_dot_68_bar__plus_01_dot_41_bar__plus_01_dot_31 PotatoType)
        (inReceptacle Potato_bar__minus_01_dot_68_bar__plus_01_dot_41_bar__plus_01_dot_31 CounterTop_bar__minus_01_dot_81_bar__plus_01_dot_36_bar__plus_01_dot_18)
        (objectAtLocation Potato_bar__minus_01_dot_68_bar__plus_01_dot_41_bar__plus_01_dot_31 loc_bar__minus_4_bar_5_bar_3_bar_30)
        (cleanable Potato_bar__minus_01_dot_68_bar__plus_01_dot_41_bar__plus_01_dot_31)
        (heatable Potato_bar__minus_01_dot_68_bar__plus_01_dot_41_bar__plus_01_dot_31)
        (coolable Potato_bar__minus_01_dot_68_bar__plus_01_dot_41_bar__plus_01_dot_31)
        (sliceable Potato_bar__minus_01_dot_68_bar__plus_01_dot_41_bar__plus_01_dot_31)
        (pickupable Potato_bar__minus_01_dot_68_bar__plus_01_dot_41_bar__plus_01_dot_31)
        (objectType Potato_bar__plus_01_dot_09_bar__plus_01_dot_30_bar__plus_01_dot_14 PotatoType)
        (inReceptacle Potato_bar__plus_01_dot_09_bar__plus_01_dot_30_bar__plus_01_dot_14 Microwave_bar__plus_01_dot_16_bar__plus_01_dot_19_bar__plus_00_dot_85)
        (objectAtLocation Potato_bar__plus_01_dot_09_bar__plus_01_dot_30_bar__plus_01_dot_14 loc_bar_1_bar_3_bar_1_bar_30)
        (cleanable Potato_bar__plus_01_dot_09_bar__plus_01_dot_30_bar__plus_01_dot_14)
        (heatable Potato_bar__plus_01_dot_09_bar__plus_01_dot_30_bar__plus_01_dot_14)
        (coolable Potato_bar__plus_01_dot_09_bar__plus_01_dot_30_bar__plus_01_dot_14)
        (sliceable Potato_bar__plus_01_dot_09_bar__plus_01_dot_30_bar__plus_01_dot_14)
        (pickupable Potato_bar__plus_01_dot_09_bar__plus_01_dot_30_bar__plus_01_dot_14)
        (objectType Spatula_bar__minus_01_dot_76_bar__plus_01_dot_43_bar__minus_01_dot_22 SpatulaType)
        (inReceptacle Spatula_bar__minus_01_dot_76_bar__plus_01_dot_43_bar__minus_01_dot_22 Sink_bar__minus_01_dot_99_bar__plus_01_dot_14_bar__minus_00_dot_98_bar_SinkBasin)
        (objectAtLocation Spatula_bar__minus_01_dot_76_bar__plus_01_dot_43_bar__minus_01_dot_22 loc_bar__minus_4_bar__minus_3_bar_3_bar_30)
        (cleanable Spatula_bar__minus_01_dot_76_bar__plus_01_dot_43_bar__minus_01_dot_22)
        (pickupable Spatula_bar__minus_01_dot_76_bar__plus_01_dot_43_bar__minus_01_dot_22)
        (objectType Spatula_bar__plus_00_dot_47_bar__plus_01_dot_17_bar__plus_00_dot_94 SpatulaType)
        (inReceptacle Spatula_bar__plus_00_dot_47_bar__plus_01_dot_17_bar__plus_00_dot_94 Drawer_bar__plus_00_dot_72_bar__plus_01_dot_06_bar__plus_00_dot_68)
        (objectAtLocation Spatula_bar__plus_00_dot_47_bar__plus_01_dot_17_bar__plus_00_dot_94 loc_bar_1_bar_1_bar_1_bar_30)
        (cleanable Spatula_bar__plus_00_dot_47_bar__plus_01_dot_17_bar__plus_00_dot_94)
        (pickupable Spatula_bar__plus_00_dot_47_bar__plus_01_dot_17_bar__plus_00_dot_94)
        (objectType Fork_bar__plus_01_dot_28_bar__plus_01_dot_52_bar__plus_01_dot_05 ForkType)
        (inReceptacle Fork_bar__plus_01_dot_28_bar__plus_01_dot_52_bar__plus_01_dot_05 SideTable_bar__plus_01_dot_02_bar__plus_01_dot_24_bar__plus_00_dot_87)
        (objectAtLocation Fork_bar__plus_01_dot_28_bar__plus_01_dot_52_bar__plus_01_dot_05 loc_bar_1_bar_4_bar_1_bar_30)
        (cleanable Fork_bar__plus_01_dot_28_bar__plus_01_dot_52_bar__plus_01_dot_05)
        (pickupable Fork_bar__plus_01_dot_28_bar__plus_01_dot_52_bar__plus_01_dot_05)
        (objectType SaltShaker_bar__minus_01_dot_63_bar__plus_01_dot_00_bar__plus_01_dot_35 SaltShakerType)
        (inReceptacle SaltShaker_bar__minus_01_dot_63_bar__plus_01_dot_00_bar__plus_01_dot_35 Cabinet_bar__minus_01_dot_46_bar__plus_00_dot_78_bar__plus_01_dot_31)
        (objectAtLocation SaltShaker_bar__minus_01_dot_63_bar__plus_01_dot_00_bar__plus_01_dot_35 loc_bar__minus_2_bar_7_bar_3_bar_30)
        (pickupable SaltShaker_bar__minus_01_dot_63_bar__plus_01_dot_00_bar__plus_01_dot_35)
        (objectType SaltShaker_bar__plus_00_dot_79_bar__plus_01_dot_04_bar__minus_02_dot_10 SaltShakerType)
        (inReceptacle SaltShaker_bar__plus_00_dot_79_bar__plus_01_dot_04_bar__minus_02_dot_10 Cabinet_bar__plus_00_dot_58_bar__plus_00_dot_78_bar__minus_02_dot_05)
        (objectAtLocation SaltShaker_bar__plus_00_dot_79_bar__plus_01_dot_04_bar__minus_02_dot_10 loc_bar__minus_1_bar__minus_9_bar_1_bar_30)
        (pickupable SaltShaker_bar__plus_00_dot_79_bar__plus_01_dot_04_bar__minus_02_dot_10)
        (canContain CabinetType BowlType)
        (canContain CabinetType CupType)
        (canContain CabinetType PlateType)
        (canContain CabinetType SaltShakerType)
        (canContain CounterTopType AppleType)
        (canContain CounterTopType BowlType)
        (canContain CounterTopType CupType)
        (canContain CounterTopType ForkType)
        (canContain CounterTopType PlateType)
        (canContain CounterTopType PotatoType)
        (canContain CounterTopType SaltShakerType)
        (canContain CounterTopType SpatulaType)
        (canContain CounterTopType SpoonType)
        (canContain DrawerType ForkType)
        (canContain DrawerType SaltShakerType)
        (canContain DrawerType SpatulaType)
        (canContain DrawerType SpoonType)
        (canContain FridgeType AppleType)
        (canContain FridgeType BowlType)
        (canContain FridgeType CupType)
        (canContain FridgeType PlateType)
        (canContain FridgeType PotatoType)
        (canContain GarbageCanType AppleType)
        (canContain GarbageCanType PotatoType)
        (canContain MicrowaveType AppleType)
        (canContain MicrowaveType BowlType)
        (canContain MicrowaveType CupType)
        (canContain MicrowaveType PlateType)
        (canContain MicrowaveType PotatoType)
        (canContain SideTableType AppleType)
        (canContain SideTableType BowlType)
        (canContain SideTableType CupType)
        (canContain SideTableType ForkType)
        (canContain SideTableType PlateType)
        (canContain SideTableType PotatoType)
        (canContain SideTableType SaltShakerType)
        (canContain SideTableType SpatulaType)
        (canContain SideTableType SpoonType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType CupType)
        (canContain SinkBasinType ForkType)
        (canContain SinkBasinType PlateType)
        (canContain SinkBasinType PotatoType)
        (canContain SinkBasinType SpatulaType)
        (canContain SinkBasinType SpoonType)
        (atLocation agent1 loc_bar_3_bar__minus_2_bar_1_bar_30)
    )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o AppleType)
                            (receptacleType ?r MicrowaveType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    