(define (problem plan_trial_149352bd45ab)
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
        Bread_bar__minus_01_dot_69_bar__plus_01_dot_39_bar__plus_01_dot_33 - object
        Tomato_bar__minus_02_dot_02_bar__plus_01_dot_14_bar__minus_01_dot_05 - object
        Apple_bar__plus_00_dot_84_bar__plus_01_dot_29_bar__plus_00_dot_65 - object
        Apple_bar__minus_02_dot_26_bar__plus_01_dot_36_bar__minus_00_dot_83 - object
        DishSponge_bar__minus_01_dot_58_bar__plus_00_dot_40_bar__plus_02_dot_24 - object
        Cup_bar__plus_00_dot_56_bar__plus_00_dot_90_bar__minus_02_dot_33 - object
        Cup_bar__plus_00_dot_90_bar__plus_00_dot_37_bar__plus_01_dot_90 - object
        SoapBottle_bar__plus_00_dot_57_bar__plus_01_dot_26_bar__plus_00_dot_88 - object
        Lettuce_bar__minus_01_dot_80_bar__plus_01_dot_42_bar__plus_01_dot_16 - object
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
        (objectType Bread_bar__minus_01_dot_69_bar__plus_01_dot_39_bar__plus_01_dot_33 BreadType)
        (inReceptacle Bread_bar__minus_01_dot_69_bar__plus_01_dot_39_bar__plus_01_dot_33 CounterTop_bar__minus_01_dot_81_bar__plus_01_dot_36_bar__plus_01_dot_18)
        (objectAtLocation Bread_bar__minus_01_dot_69_bar__plus_01_dot_39_bar__plus_01_dot_33 loc_bar__minus_4_bar_5_bar_3_bar_30)
        (heatable Bread_bar__minus_01_dot_69_bar__plus_01_dot_39_bar__plus_01_dot_33)
        (coolable Bread_bar__minus_01_dot_69_bar__plus_01_dot_39_bar__plus_01_dot_33)
        (sliceable Bread_bar__minus_01_dot_69_bar__plus_01_dot_39_bar__plus_01_dot_33)
        (pickupable Bread_bar__minus_01_dot_69_bar__plus_01_dot_39_bar__plus_01_dot_33)
        (objectType Tomato_bar__minus_02_dot_02_bar__plus_01_dot_14_bar__minus_01_dot_05 TomatoType)
        (inReceptacle Tomato_bar__minus_02_dot_02_bar__plus_01_dot_14_bar__minus_01_dot_05 Sink_bar__minus_01_dot_99_bar__plus_01_dot_14_bar__minus_00_dot_98_bar_SinkBasin)
        (objectAtLocation Tomato_bar__minus_02_dot_02_bar__plus_01_dot_14_bar__minus_01_dot_05 loc_bar__minus_4_bar__minus_3_bar_3_bar_30)
        (cleanable Tomato_bar__minus_02_dot_02_bar__plus_01_dot_14_bar__minus_01_dot_05)
        (heatable Tomato_bar__minus_02_dot_02_bar__plus_01_dot_14_bar__minus_01_dot_05)
        (coolable Tomato_bar__minus_02_dot_02_bar__plus_01_dot_14_bar__minus_01_dot_05)
        (sliceable Tomato_bar__minus_02_dot_02_bar__plus_01_dot_14_bar__minus_01_dot_05)
        (pickupable Tomato_bar__minus_02_dot_02_bar__plus_01_dot_14_bar__minus_01_dot_05)
        (objectType Apple_bar__plus_00_dot_84_bar__plus_01_dot_29_bar__plus_00_dot_65 AppleType)
        (inReceptacle Apple_bar__plus_00_dot_84_bar__plus_01_dot_29_bar__plus_00_dot_65 SideTable_bar__plus_01_dot_02_bar__plus_01_dot_24_bar__plus_00_dot_87)
        (objectAtLocation Apple_bar__plus_00_dot_84_bar__plus_01_dot_29_bar__plus_00_dot_65 loc_bar_1_bar_4_bar_1_bar_30)
        (cleanable Apple_bar__plus_00_dot_84_bar__plus_01_dot_29_bar__plus_00_dot_65)
        (heatable Apple_bar__plus_00_dot_84_bar__plus_01_dot_29_bar__plus_00_dot_65)
        (coolable Apple_bar__plus_00_dot_84_bar__plus_01_dot_29_bar__plus_00_dot_65)
        (sliceable Apple_bar__plus_00_dot_84_bar__plus_01_dot_29_bar__plus_00_dot_65)
        (pickupable Apple_bar__plus_00_dot_84_bar__plus_01_dot_29_bar__plus_00_dot_65)
        (objectType Apple_bar__minus_02_dot_26_bar__plus_01_dot_36_bar__minus_00_dot_83 AppleType)
        (inReceptacle Apple_bar__minus_02_dot_26_bar__plus_01_dot_36_bar__minus_00_dot_83 Sink_bar__minus_01_dot_99_bar__plus_01_dot_14_bar__minus_00_dot_98_bar_SinkBasin)
        (objectAtLocation Apple_bar__minus_02_dot_26_bar__plus_01_dot_36_bar__minus_00_dot_83 loc_bar__minus_4_bar__minus_3_bar_3_bar_30)
        (cleanable Apple_bar__minus_02_dot_26_bar__plus_01_dot_36_bar__minus_00_dot_83)
        (heatable Apple_bar__minus_02_dot_26_bar__plus_01_dot_36_bar__minus_00_dot_83)
        (coolable Apple_bar__minus_02_dot_26_bar__plus_01_dot_36_bar__minus_00_dot_83)
        (sliceable Apple_bar__minus_02_dot_26_bar__plus_01_dot_36_bar__minus_00_dot_83)
        (pickupable Apple_bar__minus_02_dot_26_bar__plus_01_dot_36_bar__minus_00_dot_83)
        (objectType DishSponge_bar__minus_01_dot_58_bar__plus_00_dot_40_bar__plus_02_dot_24 DishSpongeType)
        (inReceptacle DishSponge_bar__minus_01_dot_58_bar__plus_00_dot_40_bar__plus_02_dot_24 GarbageCan_bar__minus_01_dot_63_bar__plus_00_dot_22_bar__plus_02_dot_19)
        (objectAtLocation DishSponge_bar__minus_01_dot_58_bar__plus_00_dot_40_bar__plus_02_dot_24 loc_bar__minus_4_bar_5_bar_0_bar_30)
        (cleanable DishSponge_bar__minus_01_dot_58_bar__plus_00_dot_40_bar__plus_02_dot_24)
        (pickupable DishSponge_bar__minus_01_dot_58_bar__plus_00_dot_40_bar__plus_02_dot_24)
        (objectType Cup_bar__plus_00_dot_56_bar__plus_00_dot_90_bar__minus_02_dot_33 CupType)
        (inReceptacle Cup_bar__plus_00_dot_56_bar__plus_00_dot_90_bar__minus_02_dot_33 Cabinet_bar__plus_00_dot_58_bar__plus_00_dot_78_bar__minus_02_dot_05)
        (objectAtLocation Cup_bar__plus_00_dot_56_bar__plus_00_dot_90_bar__minus_02_dot_33 loc_bar__minus_1_bar__minus_9_bar_1_bar_30)
        (cleanable Cup_bar__plus_00_dot_56_bar__plus_00_dot_90_bar__minus_02_dot_33)
        (heatable Cup_bar__plus_00_dot_56_bar__plus_00_dot_90_bar__minus_02_dot_33)
        (coolable Cup_bar__plus_00_dot_56_bar__plus_00_dot_90_bar__minus_02_dot_33)
        (pickupable Cup_bar__plus_00_dot_56_bar__plus_00_dot_90_bar__minus_02_dot_33)
        (isReceptacleObject Cup_bar__plus_00_dot_56_bar__plus_00_dot_90_bar__minus_02_dot_33)
        (objectType Cup_bar__plus_00_dot_90_bar__plus_00_dot_37_bar__plus_01_dot_90 CupType)
        (inReceptacle Cup_bar__plus_00_dot_90_bar__plus_00_dot_37_bar__plus_01_dot_90 Fridge_bar__plus_01_dot_01_bar__plus_00_dot_23_bar__plus_01_dot_92)
        (objectAtLocation Cup_bar__plus_00_dot_90_bar__plus_00_dot_37_bar__plus_01_dot_90 loc_bar_0_bar_8_bar_1_bar_0)
        (cleanable Cup_bar__plus_00_dot_90_bar__plus_00_dot_37_bar__plus_01_dot_90)
        (heatable Cup_bar__plus_00_dot_90_bar__plus_00_dot_37_bar__plus_01_dot_90)
        (coolable Cup_bar__plus_00_dot_90_bar__plus_00_dot_37_bar__plus_01_dot_90)
        (pickupable Cup_bar__plus_00_dot_90_bar__plus_00_dot_37_bar__plus_01_dot_90)
        (isReceptacleObject Cup_bar__plus_00_dot_90_bar__plus_00_dot_37_bar__plus_01_dot_90)
        (objectType SoapBottle_bar__plus_00_dot_57_bar__plus_01_dot_26_bar__plus_00_dot_88 SoapBottleType)
        (inReceptacle SoapBottle_bar__plus_00_dot_57_bar__plus_01_dot_26_bar__plus_00_dot_88 Drawer_bar__plus_00_dot_71_bar__plus_01_dot_06_bar__plus_01_dot_02)
        (objectAtLocation SoapBottle_bar__plus_00_dot_57_bar__plus_01_dot_26_bar__plus_00_dot_88 loc_bar_0_bar_3_bar_1_bar_30)
        (pickupable SoapBottle_bar__plus_00_dot_57_bar__plus_01_dot_26_bar__plus_00_dot_88)
        (objectType Lettuce_bar__minus_01_dot_80_bar__plus_01_dot_42_bar__plus_01_dot_16 LettuceType)
        (inReceptacle Lettuce_bar__minus_01_dot_80_bar__plus_01_dot_42_bar__plus_01_dot_16 CounterTop_bar__minus_01_dot_81_bar__plus_01_dot_36_bar__plus_01_dot_18)
        (objectAtLocation Lettuce_bar__minus_01_dot_80_bar__plus_01_dot_42_bar__plus_01_dot_16 loc_bar__minus_4_bar_5_bar_3_bar_30)
        (cleanable Lettuce_bar__minus_01_dot_80_bar__plus_01_dot_42_bar__plus_01_dot_16)
        (coolable Lettuce_bar__minus_01_dot_80_bar__plus_01_dot_42_bar__plus_01_dot_16)
        (sliceable Lettuce_bar__minus_01_dot_80_bar__plus_01_dot_42_bar__plus_01_dot_16)
        (pickupable Lettuce_bar__minus_01_dot_80_bar__plus_01_dot_42_bar__plus_01_dot_16)
        (canContain CabinetType CupType)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType SoapBottleType)
        (canContain CounterTopType AppleType)
        (canContain CounterTopType BreadType)
        (canContain CounterTopType CupType)
        (canContain CounterTopType DishSpongeType)
        (canContain CounterTopType LettuceType)
        (canContain CounterTopType SoapBottleType)
        (canContain CounterTopType TomatoType)
        (canContain DrawerType DishSpongeType)
        (canContain DrawerType SoapBottleType)
        (canContain FridgeType AppleType)
        (canContain FridgeType BreadType)
        (canContain FridgeType CupType)
        (canContain FridgeType LettuceType)
        (canContain FridgeType TomatoType)
        (canContain GarbageCanType AppleType)
        (canContain GarbageCanType BreadType)
        (canContain GarbageCanType DishSpongeType)
        (canContain GarbageCanType LettuceType)
        (canContain GarbageCanType SoapBottleType)
        (canContain GarbageCanType TomatoType)
        (canContain MicrowaveType AppleType)
        (canContain MicrowaveType BreadType)
        (canContain MicrowaveType CupType)
        (canContain MicrowaveType TomatoType)
        (canContain SideTableType AppleType)
        (canContain SideTableType BreadType)
        (canContain SideTableType CupType)
        (canContain SideTableType DishSpongeType)
        (canContain SideTableType LettuceType)
        (canContain SideTableType SoapBottleType)
        (canContain SideTableType TomatoType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType CupType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType LettuceType)
        (canContain SinkBasinType TomatoType)
        (atLocation agent1 loc_bar_3_bar__minus_2_bar_1_bar_30)
    )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o BreadType)
                            (receptacleType ?r FridgeType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    