(define (problem plan_trial_49243c7b102a)
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
        Apple_bar__minus_01_dot_93_bar__plus_01_dot_49_bar__plus_01_dot_46 - object
        Apple_bar__minus_01_dot_73_bar__plus_01_dot_14_bar__minus_01_dot_11 - object
        Apple_bar__minus_01_dot_87_bar__plus_01_dot_21_bar__minus_00_dot_99 - object
        Pan_bar__plus_00_dot_90_bar__plus_01_dot_46_bar__plus_01_dot_02 - object
        Pan_bar__minus_02_dot_16_bar__plus_01_dot_23_bar__minus_00_dot_80 - object
        WineBottle_bar__plus_00_dot_81_bar__plus_01_dot_43_bar__plus_01_dot_12 - object
        WineBottle_bar__plus_00_dot_63_bar__plus_01_dot_06_bar__minus_01_dot_98 - object
        SaltShaker_bar__plus_00_dot_59_bar__plus_01_dot_12_bar__plus_00_dot_70 - object
        SaltShaker_bar__plus_00_dot_56_bar__plus_01_dot_12_bar__plus_01_dot_11 - object
        Potato_bar__minus_01_dot_76_bar__plus_01_dot_50_bar__plus_00_dot_97 - object
        Potato_bar__minus_01_dot_46_bar__plus_00_dot_43_bar__plus_02_dot_18 - object
        Fork_bar__plus_00_dot_88_bar__plus_00_dot_75_bar__plus_01_dot_15 - object
        Bowl_bar__minus_01_dot_88_bar__plus_01_dot_35_bar__minus_00_dot_89 - object
        Egg_bar__minus_01_dot_73_bar__plus_01_dot_58_bar__plus_01_dot_06 - object
        Egg_bar__minus_01_dot_35_bar__plus_00_dot_48_bar__plus_02_dot_29 - object
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
        (objectType Apple_bar__minus_01_dot_93_bar__plus_01_dot_49_bar__plus_01_dot_46 AppleType)
        (inReceptacle Apple_bar__minus_01_dot_93_bar__plus_01_dot_49_bar__plus_01_dot_46 CounterTop_bar__minus_01_dot_81_bar__plus_01_dot_36_bar__plus_01_dot_18)
        (objectAtLocation Apple_bar__minus_01_dot_93_bar__plus_01_dot_49_bar__plus_01_dot_46 loc_bar__minus_4_bar_5_bar_3_bar_30)
        (cleanable Apple_bar__minus_01_dot_93_bar__plus_01_dot_49_bar__plus_01_dot_46)
        (heatable Apple_bar__minus_01_dot_93_bar__plus_01_dot_49_bar__plus_01_dot_46)
        (coolable Apple_bar__minus_01_dot_93_bar__plus_01_dot_49_bar__plus_01_dot_46)
        (sliceable Apple_bar__minus_01_dot_93_bar__plus_01_dot_49_bar__plus_01_dot_46)
        (pickupable Apple_bar__minus_01_dot_93_bar__plus_01_dot_49_bar__plus_01_dot_46)
        (objectType Apple_bar__minus_01_dot_73_bar__plus_01_dot_14_bar__minus_01_dot_11 AppleType)
        (inReceptacle Apple_bar__minus_01_dot_73_bar__plus_01_dot_14_bar__minus_01_dot_11 Sink_bar__minus_01_dot_99_bar__plus_01_dot_14_bar__minus_00_dot_98_bar_SinkBasin)
        (objectAtLocation Apple_bar__minus_01_dot_73_bar__plus_01_dot_14_bar__minus_01_dot_11 loc_bar__minus_4_bar__minus_3_bar_3_bar_30)
        (cleanable Apple_bar__minus_01_dot_73_bar__plus_01_dot_14_bar__minus_01_dot_11)
        (heatable Apple_bar__minus_01_dot_73_bar__plus_01_dot_14_bar__minus_01_dot_11)
        (coolable Apple_bar__minus_01_dot_73_bar__plus_01_dot_14_bar__minus_01_dot_11)
        (sliceable Apple_bar__minus_01_dot_73_bar__plus_01_dot_14_bar__minus_01_dot_11)
        (pickupable Apple_bar__minus_01_dot_73_bar__plus_01_dot_14_bar__minus_01_dot_11)
        (objectType Apple_bar__minus_01_dot_87_bar__plus_01_dot_21_bar__minus_00_dot_99 AppleType)
        (inReceptacle Apple_bar__minus_01_dot_87_bar__plus_01_dot_21_bar__minus_00_dot_99 Sink_bar__minus_01_dot_99_bar__plus_01_dot_14_bar__minus_00_dot_98_bar_SinkBasin)
        (objectAtLocation Apple_bar__minus_01_dot_87_bar__plus_01_dot_21_bar__minus_00_dot_99 loc_bar__minus_4_bar__minus_3_bar_3_bar_30)
        (cleanable Apple_bar__minus_01_dot_87_bar__plus_01_dot_21_bar__minus_00_dot_99)
        (heatable Apple_bar__minus_01_dot_87_bar__plus_01_dot_21_bar__minus_00_dot_99)
        (coolable Apple_bar__minus_01_dot_87_bar__plus_01_dot_21_bar__minus_00_dot_99)
        (sliceable Apple_bar__minus_01_dot_87_bar__plus_01_dot_21_bar__minus_00_dot_99)
        (pickupable Apple_bar__minus_01_dot_87_bar__plus_01_dot_21_bar__minus_00_dot_99)
        (objectType Pan_bar__plus_00_dot_90_bar__plus_01_dot_46_bar__plus_01_dot_02 PanType)
        (inReceptacle Pan_bar__plus_00_dot_90_bar__plus_01_dot_46_bar__plus_01_dot_02 SideTable_bar__plus_01_dot_02_bar__plus_01_dot_24_bar__plus_00_dot_87)
        (objectAtLocation Pan_bar__plus_00_dot_90_bar__plus_01_dot_46_bar__plus_01_dot_02 loc_bar_1_bar_4_bar_1_bar_30)
        (cleanable Pan_bar__plus_00_dot_90_bar__plus_01_dot_46_bar__plus_01_dot_02)
        (coolable Pan_bar__plus_00_dot_90_bar__plus_01_dot_46_bar__plus_01_dot_02)
        (pickupable Pan_bar__plus_00_dot_90_bar__plus_01_dot_46_bar__plus_01_dot_02)
        (isReceptacleObject Pan_bar__plus_00_dot_90_bar__plus_01_dot_46_bar__plus_01_dot_02)
        (objectType Pan_bar__minus_02_dot_16_bar__plus_01_dot_23_bar__minus_00_dot_80 PanType)
        (inReceptacle Pan_bar__minus_02_dot_16_bar__plus_01_dot_23_bar__minus_00_dot_80 Sink_bar__minus_01_dot_99_bar__plus_01_dot_14_bar__minus_00_dot_98_bar_SinkBasin)
        (objectAtLocation Pan_bar__minus_02_dot_16_bar__plus_01_dot_23_bar__minus_00_dot_80 loc_bar__minus_4_bar__minus_3_bar_3_bar_30)
        (cleanable Pan_bar__minus_02_dot_16_bar__plus_01_dot_23_bar__minus_00_dot_80)
        (coolable Pan_bar__minus_02_dot_16_bar__plus_01_dot_23_bar__minus_00_dot_80)
        (pickupable Pan_bar__minus_02_dot_16_bar__plus_01_dot_23_bar__minus_00_dot_80)
        (isReceptacleObject Pan_bar__minus_02_dot_16_bar__plus_01_dot_23_bar__minus_00_dot_80)
        (objectType WineBottle_bar__plus_00_dot_81_bar__plus_01_dot_43_bar__plus_01_dot_12 WineBottleType)
        (inReceptacle WineBottle_bar__plus_00_dot_81_bar__plus_01_dot_43_bar__plus_01_dot_12 SideTable_bar__plus_01_dot_02_bar__plus_01_dot_24_bar__plus_00_dot_87)
        (objectAtLocation WineBottle_bar__plus_00_dot_81_bar__plus_01_dot_43_bar__plus_01_dot_12 loc_bar_1_bar_4_bar_1_bar_30)
        (coolable WineBottle_bar__plus_00_dot_81_bar__plus_01_dot_43_bar__plus_01_dot_12)
        (pickupable WineBottle_bar__plus_00_dot_81_bar__plus_01_dot_43_bar__plus_01_dot_12)
        (objectType WineBottle_bar__plus_00_dot_63_bar__plus_01_dot_06_bar__minus_01_dot_98 WineBottleType)
        (inReceptacle WineBottle_bar__plus_00_dot_63_bar__plus_01_dot_06_bar__minus_01_dot_98 Cabinet_bar__plus_00_dot_58_bar__plus_00_dot_78_bar__minus_02_dot_05)
        (objectAtLocation WineBottle_bar__plus_00_dot_63_bar__plus_01_dot_06_bar__minus_01_dot_98 loc_bar__minus_1_bar__minus_9_bar_1_bar_30)
        (coolable WineBottle_bar__plus_00_dot_63_bar__plus_01_dot_06_bar__minus_01_dot_98)
        (pickupable WineBottle_bar__plus_00_dot_63_bar__plus_01_dot_06_bar__minus_01_dot_98)
        (objectType SaltShaker_bar__plus_00_dot_59_bar__plus_01_dot_12_bar__plus_00_dot_70 SaltShakerType)
        (inReceptacle SaltShaker_bar__plus_00_dot_59_bar__plus_01_dot_12_bar__plus_00_dot_70 Drawer_bar__plus_00_dot_72_bar__plus_00_dot_84_bar__plus_00_dot_68)
        (objectAtLocation SaltShaker_bar__plus_00_dot_59_bar__plus_01_dot_12_bar__plus_00_dot_70 loc_bar_0_bar_1_bar_1_bar_30)
        (pickupable SaltShaker_bar__plus_00_dot_59_bar__plus_01_dot_12_bar__plus_00_dot_70)
        (objectType SaltShaker_bar__plus_00_dot_56_bar__plus_01_dot_12_bar__plus_01_dot_11 SaltShakerType)
        (inReceptacle SaltShaker_bar__plus_00_dot_56_bar__plus_01_dot_12_bar__plus_01_dot_11 Drawer_bar__plus_00_dot_71_bar__plus_01_dot_06_bar__plus_01_dot_02)
        (objectAtLocation SaltShaker_bar__plus_00_dot_56_bar__plus_01_dot_12_bar__plus_01_dot_11 loc_bar_0_bar_3_bar_1_bar_30)
        (pickupable SaltShaker_bar__plus_00_dot_56_bar__plus_01_dot_12_bar__plus_01_dot_11)
        (objectType Potato_bar__minus_01_dot_76_bar__plus_01_dot_50_bar__plus_00_dot_97 PotatoType)
        (inReceptacle Potato_bar__minus_01_dot_76_bar__plus_01_dot_50_bar__plus_00_dot_97 CounterTop_bar__minus_01_dot_81_bar__plus_01_dot_36_bar__plus_01_dot_18)
        (objectAtLocation Potato_bar__minus_01_dot_76_bar__plus_01_dot_50_bar__plus_00_dot_97 loc_bar__minus_4_bar_5_bar_3_bar_30)
        (cleanable Potato_bar__minus_01_dot_76_bar__plus_01_dot_50_bar__plus_00_dot_97)
        (heatable Potato_bar__minus_01_dot_76_bar__plus_01_dot_50_bar__plus_00_dot_97)
        (coolable Potato_bar__minus_01_dot_76_bar__plus_01_dot_50_bar__plus_00_dot_97)
        (sliceable Potato_bar__minus_01_dot_76_bar__plus_01_dot_50_bar__plus_00_dot_97)
        (pickupable Potato_bar__minus_01_dot_76_bar__plus_01_dot_50_bar__plus_00_dot_97)
        (objectType Potato_bar__minus_01_dot_46_bar__plus_00_dot_43_bar__plus_02_dot_18 PotatoType)
        (inReceptacle Potato_bar__minus_01_dot_46_bar__plus_00_dot_43_bar__plus_02_dot_18 GarbageCan_bar__minus_01_dot_63_bar__plus_00_dot_22_bar__plus_02_dot_19)
        (objectAtLocation Potato_bar__minus_01_dot_46_bar__plus_00_dot_43_bar__plus_02_dot_18 loc_bar__minus_4_bar_5_bar_0_bar_30)
        (cleanable Potato_bar__minus_01_dot_46_bar__plus_00_dot_43_bar__plus_02_dot_18)
        (heatable Potato_bar__minus_01_dot_46_bar__plus_00_dot_43_bar__plus_02_dot_18)
        (coolable Potato_bar__minus_01_dot_46_bar__plus_00_dot_43_bar__plus_02_dot_18)
        (sliceable Potato_bar__minus_01_dot_46_bar__plus_00_dot_43_bar__plus_02_dot_18)
        (pickupable Potato_bar__minus_01_dot_46_bar__plus_00_dot_43_bar__plus_02_dot_18)
        (objectType Fork_bar__plus_00_dot_88_bar__plus_00_dot_75_bar__plus_01_dot_15 ForkType)
        (inReceptacle Fork_bar__plus_00_dot_88_bar__plus_00_dot_75_bar__plus_01_dot_15 Drawer_bar__plus_00_dot_72_bar__plus_00_dot_59_bar__plus_01_dot_02)
        (objectAtLocation Fork_bar__plus_00_dot_88_bar__plus_00_dot_75_bar__plus_01_dot_15 loc_bar__minus_1_bar_2_bar_1_bar_30)
        (cleanable Fork_bar__plus_00_dot_88_bar__plus_00_dot_75_bar__plus_01_dot_15)
        (pickupable Fork_bar__plus_00_dot_88_bar__plus_00_dot_75_bar__plus_01_dot_15)
        (objectType Bowl_bar__minus_01_dot_88_bar__plus_01_dot_35_bar__minus_00_dot_89 BowlType)
        (inReceptacle Bowl_bar__minus_01_dot_88_bar__plus_01_dot_35_bar__minus_00_dot_89 Sink_bar__minus_01_dot_99_bar__plus_01_dot_14_bar__minus_00_dot_98_bar_SinkBasin)
        (objectAtLocation Bowl_bar__minus_01_dot_88_bar__plus_01_dot_35_bar__minus_00_dot_89 loc_bar__minus_4_bar__minus_3_bar_3_bar_30)
        (cleanable Bowl_bar__minus_01_dot_88_bar__plus_01_dot_35_bar__minus_00_dot_89)
        (coolable Bowl_bar__minus_01_dot_88_bar__plus_01_dot_35_bar__minus_00_dot_89)
        (pickupable Bowl_bar__minus_01_dot_88_bar__plus_01_dot_35_bar__minus_00_dot_89)
        (isReceptacleObject Bowl_bar__minus_01_dot_88_bar__plus_01_dot_35_bar__minus_00_dot_89)
        (objectType Egg_bar__minus_01_dot_73_bar__plus_01_dot_58_bar__plus_01_dot_06 EggType)
        (inReceptacle Egg_bar__minus_01_dot_73_bar__plus_01_dot_58_bar__plus_01_dot_06 CounterTop_bar__minus_01_dot_81_bar__plus_01_dot_36_bar__plus_01_dot_18)
        (objectAtLocation Egg_bar__minus_01_dot_73_bar__plus_01_dot_58_bar__plus_01_dot_06 loc_bar__minus_4_bar_5_bar_3_bar_30)
        (cleanable Egg_bar__minus_01_dot_73_bar__plus_01_dot_58_bar__plus_01_dot_06)
        (heatable Egg_bar__minus_01_dot_73_bar__plus_01_dot_58_bar__plus_01_dot_06)
        (coolable Egg_bar__minus_01_dot_73_bar__plus_01_dot_58_bar__plus_01_dot_06)
        (sliceable Egg_bar__minus_01_dot_73_bar__plus_01_dot_58_bar__plus_01_dot_06)
        (pickupable Egg_bar__minus_01_dot_73_bar__plus_01_dot_58_bar__plus_01_dot_06)
        (objectType Egg_bar__minus_01_dot_35_bar__plus_00_dot_48_bar__plus_02_dot_29 EggType)
        (inReceptacle Egg_bar__minus_01_dot_35_bar__plus_00_dot_48_bar__plus_02_dot_29 GarbageCan_bar__minus_01_dot_63_bar__plus_00_dot_22_bar__plus_02_dot_19)
        (objectAtLocation Egg_bar__minus_01_dot_35_bar__plus_00_dot_48_bar__plus_02_dot_29 loc_bar__minus_4_bar_5_bar_0_bar_30)
        (cleanable Egg_bar__minus_01_dot_35_bar__plus_00_dot_48_bar__plus_02_dot_29)
        (heatable Egg_bar__minus_01_dot_35_bar__plus_00_dot_48_bar__plus_02_dot_29)
        (coolable Egg_bar__minus_01_dot_35_bar__plus_00_dot_48_bar__plus_02_dot_29)
        (sliceable Egg_bar__minus_01_dot_35_bar__plus_00_dot_48_bar__plus_02_dot_29)
        (pickupable Egg_bar__minus_01_dot_35_bar__plus_00_dot_48_bar__plus_02_dot_29)
        (canContain CabinetType BowlType)
        (canContain CabinetType PanType)
        (canContain CabinetType SaltShakerType)
        (canContain CabinetType WineBottleType)
        (canContain CounterTopType AppleType)
        (canContain CounterTopType BowlType)
        (canContain CounterTopType EggType)
        (canContain CounterTopType ForkType)
        (canContain CounterTopType PanType)
        (canContain CounterTopType PotatoType)
        (canContain CounterTopType SaltShakerType)
        (canContain CounterTopType WineBottleType)
        (canContain DrawerType ForkType)
        (canContain DrawerType SaltShakerType)
        (canContain FridgeType AppleType)
        (canContain FridgeType BowlType)
        (canContain FridgeType EggType)
        (canContain FridgeType PanType)
        (canContain FridgeType PotatoType)
        (canContain FridgeType WineBottleType)
        (canContain GarbageCanType AppleType)
        (canContain GarbageCanType EggType)
        (canContain GarbageCanType PotatoType)
        (canContain GarbageCanType WineBottleType)
        (canContain MicrowaveType AppleType)
        (canContain MicrowaveType BowlType)
        (canContain MicrowaveType EggType)
        (canContain MicrowaveType PotatoType)
        (canContain SideTableType AppleType)
        (canContain SideTableType BowlType)
        (canContain SideTableType EggType)
        (canContain SideTableType ForkType)
        (canContain SideTableType PanType)
        (canContain SideTableType PotatoType)
        (canContain SideTableType SaltShakerType)
        (canContain SideTableType WineBottleType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType ForkType)
        (canContain SinkBasinType PanType)
        (canContain SinkBasinType PotatoType)
        (canContain StoveBurnerType PanType)
        (atLocation agent1 loc_bar_3_bar__minus_2_bar_1_bar_30)
    )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o AppleType)
                            (receptacleType ?r FridgeType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    