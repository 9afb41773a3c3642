(define (problem plan_trial_47707814684d)
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
        Mug_bar__plus_00_dot_95_bar__plus_00_dot_41_bar__plus_01_dot_81 - object
        Mug_bar__plus_01_dot_14_bar__plus_01_dot_25_bar__plus_00_dot_91 - object
        Mug_bar__minus_01_dot_63_bar__plus_01_dot_61_bar__minus_01_dot_07 - object
        Egg_bar__minus_01_dot_41_bar__plus_00_dot_42_bar__plus_02_dot_13 - object
        Egg_bar__plus_01_dot_18_bar__plus_00_dot_34_bar__plus_01_dot_69 - object
        Bowl_bar__minus_01_dot_34_bar__plus_01_dot_01_bar__minus_02_dot_13 - object
        WineBottle_bar__plus_00_dot_93_bar__plus_00_dot_52_bar__plus_02_dot_20 - object
        Kettle_bar__minus_01_dot_75_bar__plus_01_dot_01_bar__minus_01_dot_80 - object
        Fork_bar__minus_01_dot_88_bar__plus_01_dot_60_bar__plus_01_dot_26 - object
        Spoon_bar__plus_00_dot_42_bar__plus_01_dot_01_bar__plus_01_dot_21 - object
        Pot_bar__minus_01_dot_43_bar__plus_00_dot_98_bar__plus_00_dot_69 - object
        Pot_bar__minus_01_dot_22_bar__plus_00_dot_82_bar__minus_02_dot_00 - object
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
        (objectType Mug_bar__plus_00_dot_95_bar__plus_00_dot_41_bar__plus_01_dot_81 MugType)
        (inReceptacle Mug_bar__plus_00_dot_95_bar__plus_00_dot_41_bar__plus_01_dot_81 Fridge_bar__plus_01_dot_01_bar__plus_00_dot_23_bar__plus_01_dot_92)
        (objectAtLocation Mug_bar__plus_00_dot_95_bar__plus_00_dot_41_bar__plus_01_dot_81 loc_bar_0_bar_8_bar_1_bar_0)
        (cleanable Mug_bar__plus_00_dot_95_bar__plus_00_dot_41_bar__plus_01_dot_81)
        (heatable Mug_bar__plus_00_dot_95_bar__plus_00_dot_41_bar__plus_01_dot_81)
        (coolable Mug_bar__plus_00_dot_95_bar__plus_00_dot_41_bar__plus_01_dot_81)
        (pickupable Mug_bar__plus_00_dot_95_bar__plus_00_dot_41_bar__plus_01_dot_81)
        (isReceptacleObject Mug_bar__plus_00_dot_95_bar__plus_00_dot_41_bar__plus_01_dot_81)
        (objectType Mug_bar__plus_01_dot_14_bar__plus_01_dot_25_bar__plus_00_dot_91 MugType)
        (inReceptacle Mug_bar__plus_01_dot_14_bar__plus_01_dot_25_bar__plus_00_dot_91 Microwave_bar__plus_01_dot_16_bar__plus_01_dot_19_bar__plus_00_dot_85)
        (objectAtLocation Mug_bar__plus_01_dot_14_bar__plus_01_dot_25_bar__plus_00_dot_91 loc_bar_1_bar_3_bar_1_bar_30)
        (cleanable Mug_bar__plus_01_dot_14_bar__plus_01_dot_25_bar__plus_00_dot_91)
        (heatable Mug_bar__plus_01_dot_14_bar__plus_01_dot_25_bar__plus_00_dot_91)
        (coolable Mug_bar__plus_01_dot_14_bar__plus_01_dot_25_bar__plus_00_dot_91)
        (pickupable Mug_bar__plus_01_dot_14_bar__plus_01_dot_25_bar__plus_00_dot_91)
        (isReceptacleObject Mug_bar__plus_01_dot_14_bar__plus_01_dot_25_bar__plus_00_dot_91)
        (objectType Mug_bar__minus_01_dot_63_bar__plus_01_dot_61_bar__minus_01_dot_07 MugType)
        (inReceptacle Mug_bar__minus_01_dot_63_bar__plus_01_dot_61_bar__minus_01_dot_07 CoffeeMachine_bar__minus_01_dot_81_bar__plus_01_dot_35_bar__minus_00_dot_92)
        (objectAtLocation Mug_bar__minus_01_dot_63_bar__plus_01_dot_61_bar__minus_01_dot_07 loc_bar__minus_7_bar__minus_4_bar_2_bar_0)
        (cleanable Mug_bar__minus_01_dot_63_bar__plus_01_dot_61_bar__minus_01_dot_07)
        (heatable Mug_bar__minus_01_dot_63_bar__plus_01_dot_61_bar__minus_01_dot_07)
        (coolable Mug_bar__minus_01_dot_63_bar__plus_01_dot_61_bar__minus_01_dot_07)
        (pickupable Mug_bar__minus_01_dot_63_bar__plus_01_dot_61_bar__minus_01_dot_07)
        (isReceptacleObject Mug_bar__minus_01_dot_63_bar__plus_01_dot_61_bar__minus_01_dot_07)
        (objectType Egg_bar__minus_01_dot_41_bar__plus_00_dot_42_bar__plus_02_dot_13 EggType)
        (inReceptacle Egg_bar__minus_01_dot_41_bar__plus_00_dot_42_bar__plus_02_dot_13 GarbageCan_bar__minus_01_dot_63_bar__plus_00_dot_22_bar__plus_02_dot_19)
        (objectAtLocation Egg_bar__minus_01_dot_41_bar__plus_00_dot_42_bar__plus_02_dot_13 loc_bar__minus_4_bar_5_bar_0_bar_30)
        (cleanable Egg_bar__minus_01_dot_41_bar__plus_00_dot_42_bar__plus_02_dot_13)
        (heatable Egg_bar__minus_01_dot_41_bar__plus_00_dot_42_bar__plus_02_dot_13)
        (coolable Egg_bar__minus_01_dot_41_bar__plus_00_dot_42_bar__plus_02_dot_13)
        (sliceable Egg_bar__minus_01_dot_41_bar__plus_00_dot_42_bar__plus_02_dot_13)
        (pickupable Egg_bar__minus_01_dot_41_bar__plus_00_dot_42_bar__plus_02_dot_13)
        (objectType Egg_bar__plus_01_dot_18_bar__plus_00_dot_34_bar__plus_01_dot_69 EggType)
        (inReceptacle Egg_bar__plus_01_dot_18_bar__plus_00_dot_34_bar__plus_01_dot_69 Fridge_bar__plus_01_dot_01_bar__plus_00_dot_23_bar__plus_01_dot_92)
        (objectAtLocation Egg_bar__plus_01_dot_18_bar__plus_00_dot_34_bar__plus_01_dot_69 loc_bar_0_bar_8_bar_1_bar_0)
        (cleanable Egg_bar__plus_01_dot_18_bar__plus_00_dot_34_bar__plus_01_dot_69)
        (heatable Egg_bar__plus_01_dot_18_bar__plus_00_dot_34_bar__plus_01_dot_69)
        (coolable Egg_bar__plus_01_dot_18_bar__plus_00_dot_34_bar__plus_01_dot_69)
        (sliceable Egg_bar__plus_01_dot_18_bar__plus_00_dot_34_bar__plus_01_dot_69)
        (pickupable Egg_bar__plus_01_dot_18_bar__plus_00_dot_34_bar__plus_01_dot_69)
        (objectType Bowl_bar__minus_01_dot_34_bar__plus_01_dot_01_bar__minus_02_dot_13 BowlType)
        (inReceptacle Bowl_bar__minus_01_dot_34_bar__plus_01_dot_01_bar__minus_02_dot_13 Cabinet_bar__minus_01_dot_46_bar__plus_00_dot_78_bar__minus_02_dot_00)
        (objectAtLocation Bowl_bar__minus_01_dot_34_bar__plus_01_dot_01_bar__minus_02_dot_13 loc_bar__minus_2_bar__minus_6_bar_3_bar_30)
        (cleanable Bowl_bar__minus_01_dot_34_bar__plus_01_dot_01_bar__minus_02_dot_13)
        (coolable Bowl_bar__minus_01_dot_34_bar__plus_01_dot_01_bar__minus_02_dot_13)
        (pickupable Bowl_bar__minus_01_dot_34_bar__plus_01_dot_01_bar__minus_02_dot_13)
        (isReceptacleObject Bowl_bar__minus_01_dot_34_bar__plus_01_dot_01_bar__minus_02_dot_13)
        (objectType WineBottle_bar__plus_00_dot_93_bar__plus_00_dot_52_bar__plus_02_dot_20 WineBottleType)
        (inReceptacle WineBottle_bar__plus_00_dot_93_bar__plus_00_dot_52_bar__plus_02_dot_20 Fridge_bar__plus_01_dot_01_bar__plus_00_dot_23_bar__plus_01_dot_92)
        (objectAtLocation WineBottle_bar__plus_00_dot_93_bar__plus_00_dot_52_bar__plus_02_dot_20 loc_bar_0_bar_8_bar_1_bar_0)
        (coolable WineBottle_bar__plus_00_dot_93_bar__plus_00_dot_52_bar__plus_02_dot_20)
        (pickupable WineBottle_bar__plus_00_dot_93_bar__plus_00_dot_52_bar__plus_02_dot_20)
        (objectType Kettle_bar__minus_01_dot_75_bar__plus_01_dot_01_bar__minus_01_dot_80 KettleType)
        (inReceptacle Kettle_bar__minus_01_dot_75_bar__plus_01_dot_01_bar__minus_01_dot_80 Cabinet_bar__minus_01_dot_46_bar__plus_00_dot_78_bar__minus_02_dot_00)
        (objectAtLocation Kettle_bar__minus_01_dot_75_bar__plus_01_dot_01_bar__minus_01_dot_80 loc_bar__minus_2_bar__minus_6_bar_3_bar_30)
        (cleanable Kettle_bar__minus_01_dot_75_bar__plus_01_dot_01_bar__minus_01_dot_80)
        (pickupable Kettle_bar__minus_01_dot_75_bar__plus_01_dot_01_bar__minus_01_dot_80)
        (objectType Fork_bar__minus_01_dot_88_bar__plus_01_dot_60_bar__plus_01_dot_26 ForkType)
        (inReceptacle Fork_bar__minus_01_dot_88_bar__plus_01_dot_60_bar__plus_01_dot_26 CounterTop_bar__minus_01_dot_81_bar__plus_01_dot_36_bar__plus_01_dot_18)
        (objectAtLocation Fork_bar__minus_01_dot_88_bar__plus_01_dot_60_bar__plus_01_dot_26 loc_bar__minus_4_bar_5_bar_3_bar_30)
        (cleanable Fork_bar__minus_01_dot_88_bar__plus_01_dot_60_bar__plus_01_dot_26)
        (pickupable Fork_bar__minus_01_dot_88_bar__plus_01_dot_60_bar__plus_01_dot_26)
        (objectType Spoon_bar__plus_00_dot_42_bar__plus_01_dot_01_bar__plus_01_dot_21 SpoonType)
        (inReceptacle Spoon_bar__plus_00_dot_42_bar__plus_01_dot_01_bar__plus_01_dot_21 Drawer_bar__plus_00_dot_71_bar__plus_00_dot_85_bar__plus_01_dot_02)
        (objectAtLocation Spoon_bar__plus_00_dot_42_bar__plus_01_dot_01_bar__plus_01_dot_21 loc_bar_0_bar_6_bar_1_bar_30)
        (cleanable Spoon_bar__plus_00_dot_42_bar__plus_01_dot_01_bar__plus_01_dot_21)
        (pickupable Spoon_bar__plus_00_dot_42_bar__plus_01_dot_01_bar__plus_01_dot_21)
        (objectType Pot_bar__minus_01_dot_43_bar__plus_00_dot_98_bar__plus_00_dot_69 PotType)
        (inReceptacle Pot_bar__minus_01_dot_43_bar__plus_00_dot_98_bar__plus_00_dot_69 Cabinet_bar__minus_01_dot_46_bar__plus_00_dot_78_bar__plus_00_dot_47)
        (objectAtLocation Pot_bar__minus_01_dot_43_bar__plus_00_dot_98_bar__plus_00_dot_69 loc_bar__minus_2_bar_0_bar_3_bar_30)
        (cleanable Pot_bar__minus_01_dot_43_bar__plus_00_dot_98_bar__plus_00_dot_69)
        (coolable Pot_bar__minus_01_dot_43_bar__plus_00_dot_98_bar__plus_00_dot_69)
        (pickupable Pot_bar__minus_01_dot_43_bar__plus_00_dot_98_bar__plus_00_dot_69)
        (isReceptacleObject Pot_bar__minus_01_dot_43_bar__plus_00_dot_98_bar__plus_00_dot_69)
        (objectType Pot_bar__minus_01_dot_22_bar__plus_00_dot_82_bar__minus_02_dot_00 PotType)
        (inReceptacle Pot_bar__minus_01_dot_22_bar__plus_00_dot_82_bar__minus_02_dot_00 Cabinet_bar__minus_01_dot_46_bar__plus_00_dot_78_bar__minus_02_dot_00)
        (objectAtLocation Pot_bar__minus_01_dot_22_bar__plus_00_dot_82_bar__minus_02_dot_00 loc_bar__minus_2_bar__minus_6_bar_3_bar_30)
        (cleanable Pot_bar__minus_01_dot_22_bar__plus_00_dot_82_bar__minus_02_dot_00)
        (coolable Pot_bar__minus_01_dot_22_bar__plus_00_dot_82_bar__minus_02_dot_00)
        (pickupable Pot_bar__minus_01_dot_22_bar__plus_00_dot_82_bar__minus_02_dot_00)
        (isReceptacleObject Pot_bar__minus_01_dot_22_bar__plus_00_dot_82_bar__minus_02_dot_00)
        (canContain CabinetType BowlType)
        (canContain CabinetType KettleType)
        (canContain CabinetType MugType)
        (canContain CabinetType PotType)
        (canContain CabinetType WineBottleType)
        (canContain CoffeeMachineType MugType)
        (canContain CounterTopType BowlType)
        (canContain CounterTopType EggType)
        (canContain CounterTopType ForkType)
        (canContain CounterTopType KettleType)
        (canContain CounterTopType MugType)
        (canContain CounterTopType PotType)
        (canContain CounterTopType SpoonType)
        (canContain CounterTopType WineBottleType)
        (canContain DrawerType ForkType)
        (canContain DrawerType SpoonType)
        (canContain FridgeType BowlType)
        (canContain FridgeType EggType)
        (canContain FridgeType MugType)
        (canContain FridgeType PotType)
        (canContain FridgeType WineBottleType)
        (canContain GarbageCanType EggType)
        (canContain GarbageCanType WineBottleType)
        (canContain MicrowaveType BowlType)
        (canContain MicrowaveType EggType)
        (canContain MicrowaveType MugType)
        (canContain SideTableType BowlType)
        (canContain SideTableType EggType)
        (canContain SideTableType ForkType)
        (canContain SideTableType KettleType)
        (canContain SideTableType MugType)
        (canContain SideTableType PotType)
        (canContain SideTableType SpoonType)
        (canContain SideTableType WineBottleType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType ForkType)
        (canContain SinkBasinType KettleType)
        (canContain SinkBasinType MugType)
        (canContain SinkBasinType PotType)
        (canContain SinkBasinType SpoonType)
        (canContain StoveBurnerType KettleType)
        (canContain StoveBurnerType PotType)
        (atLocation agent1 loc_bar_3_bar__minus_2_bar_1_bar_30)
    )

                (:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 MugType)
                                    (receptacleType ?r CabinetType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 MugType)
                                            (receptacleType ?r CabinetType)
                                            (inReceptacle ?o2 ?r)
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
            