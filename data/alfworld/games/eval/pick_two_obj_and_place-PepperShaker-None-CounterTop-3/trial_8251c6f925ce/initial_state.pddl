(define (problem plan_trial_8251c6f925ce)
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
        PepperShaker_bar__plus_00_dot_43_bar__plus_00_dot_87_bar__plus_01_dot_20 - object
        PepperShaker_bar__plus_00_dot_85_bar__plus_00_dot_84_bar__plus_00_dot_40 - object
        PepperShaker_bar__minus_01_dot_49_bar__plus_00_dot_80_bar__plus_01_dot_48 - object
        Egg_bar__plus_01_dot_24_bar__plus_01_dot_27_bar__plus_00_dot_61 - object
        Pan_bar__minus_01_dot_65_bar__plus_00_dot_84_bar__plus_00_dot_40 - object
        Pan_bar__minus_01_dot_24_bar__plus_00_dot_97_bar__plus_01_dot_39 - object
        Fork_bar__plus_00_dot_96_bar__plus_00_dot_86_bar__plus_00_dot_87 - object
        Fork_bar__minus_02_dot_06_bar__plus_01_dot_40_bar__minus_01_dot_26 - object
        Kettle_bar__minus_01_dot_70_bar__plus_00_dot_81_bar__plus_00_dot_31 - object
        SoapBottle_bar__plus_00_dot_90_bar__plus_00_dot_73_bar__plus_00_dot_88 - object
        Potato_bar__plus_01_dot_30_bar__plus_01_dot_44_bar__plus_00_dot_81 - object
        Bowl_bar__plus_00_dot_88_bar__plus_01_dot_46_bar__plus_00_dot_95 - object
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
        (objectType PepperShaker_bar__plus_00_dot_43_bar__plus_00_dot_87_bar__plus_01_dot_20 PepperShakerType)
        (inReceptacle PepperShaker_bar__plus_00_dot_43_bar__plus_00_dot_87_bar__plus_01_dot_20 Drawer_bar__plus_00_dot_71_bar__plus_00_dot_85_bar__plus_01_dot_02)
        (objectAtLocation PepperShaker_bar__plus_00_dot_43_bar__plus_00_dot_87_bar__plus_01_dot_20 loc_bar_0_bar_6_bar_1_bar_30)
        (pickupable PepperShaker_bar__plus_00_dot_43_bar__plus_00_dot_87_bar__plus_01_dot_20)
        (objectType PepperShaker_bar__plus_00_dot_85_bar__plus_00_dot_84_bar__plus_00_dot_40 PepperShakerType)
        (inReceptacle PepperShaker_bar__plus_00_dot_85_bar__plus_00_dot_84_bar__plus_00_dot_40 Drawer_bar__plus_00_dot_72_bar__plus_00_dot_59_bar__plus_00_dot_68)
        (objectAtLocation PepperShaker_bar__plus_00_dot_85_bar__plus_00_dot_84_bar__plus_00_dot_40 loc_bar__minus_1_bar_0_bar_1_bar_30)
        (pickupable PepperShaker_bar__plus_00_dot_85_bar__plus_00_dot_84_bar__plus_00_dot_40)
        (objectType PepperShaker_bar__minus_01_dot_49_bar__plus_00_dot_80_bar__plus_01_dot_48 PepperShakerType)
        (inReceptacle PepperShaker_bar__minus_01_dot_49_bar__plus_00_dot_80_bar__plus_01_dot_48 Cabinet_bar__minus_01_dot_46_bar__plus_00_dot_78_bar__plus_01_dot_31)
        (objectAtLocation PepperShaker_bar__minus_01_dot_49_bar__plus_00_dot_80_bar__plus_01_dot_48 loc_bar__minus_2_bar_7_bar_3_bar_30)
        (pickupable PepperShaker_bar__minus_01_dot_49_bar__plus_00_dot_80_bar__plus_01_dot_48)
        (objectType Egg_bar__plus_01_dot_24_bar__plus_01_dot_27_bar__plus_00_dot_61 EggType)
        (inReceptacle Egg_bar__plus_01_dot_24_bar__plus_01_dot_27_bar__plus_00_dot_61 SideTable_bar__plus_01_dot_02_bar__plus_01_dot_24_bar__plus_00_dot_87)
        (objectAtLocation Egg_bar__plus_01_dot_24_bar__plus_01_dot_27_bar__plus_00_dot_61 loc_bar_1_bar_4_bar_1_bar_30)
        (cleanable Egg_bar__plus_01_dot_24_bar__plus_01_dot_27_bar__plus_00_dot_61)
        (heatable Egg_bar__plus_01_dot_24_bar__plus_01_dot_27_bar__plus_00_dot_61)
        (coolable Egg_bar__plus_01_dot_24_bar__plus_01_dot_27_bar__plus_00_dot_61)
        (sliceable Egg_bar__plus_01_dot_24_bar__plus_01_dot_27_bar__plus_00_dot_61)
        (pickupable Egg_bar__plus_01_dot_24_bar__plus_01_dot_27_bar__plus_00_dot_61)
        (objectType Pan_bar__minus_01_dot_65_bar__plus_00_dot_84_bar__plus_00_dot_40 PanType)
        (inReceptacle Pan_bar__minus_01_dot_65_bar__plus_00_dot_84_bar__plus_00_dot_40 Cabinet_bar__minus_01_dot_46_bar__plus_00_dot_78_bar__plus_00_dot_47)
        (objectAtLocation Pan_bar__minus_01_dot_65_bar__plus_00_dot_84_bar__plus_00_dot_40 loc_bar__minus_2_bar_0_bar_3_bar_30)
        (cleanable Pan_bar__minus_01_dot_65_bar__plus_00_dot_84_bar__plus_00_dot_40)
        (coolable Pan_bar__minus_01_dot_65_bar__plus_00_dot_84_bar__plus_00_dot_40)
        (pickupable Pan_bar__minus_01_dot_65_bar__plus_00_dot_84_bar__plus_00_dot_40)
        (isReceptacleObject Pan_bar__minus_01_dot_65_bar__plus_00_dot_84_bar__plus_00_dot_40)
        (objectType Pan_bar__minus_01_dot_24_bar__plus_00_dot_97_bar__plus_01_dot_39 PanType)
        (inReceptacle Pan_bar__minus_01_dot_24_bar__plus_00_dot_97_bar__plus_01_dot_39 Cabinet_bar__minus_01_dot_46_bar__plus_00_dot_78_bar__plus_01_dot_31)
        (objectAtLocation Pan_bar__minus_01_dot_24_bar__plus_00_dot_97_bar__plus_01_dot_39 loc_bar__minus_2_bar_7_bar_3_bar_30)
        (cleanable Pan_bar__minus_01_dot_24_bar__plus_00_dot_97_bar__plus_01_dot_39)
        (coolable Pan_bar__minus_01_dot_24_bar__plus_00_dot_97_bar__plus_01_dot_39)
        (pickupable Pan_bar__minus_01_dot_24_bar__plus_00_dot_97_bar__plus_01_dot_39)
        (isReceptacleObject Pan_bar__minus_01_dot_24_bar__plus_00_dot_97_bar__plus_01_dot_39)
        (objectType Fork_bar__plus_00_dot_96_bar__plus_00_dot_86_bar__plus_00_dot_87 ForkType)
        (inReceptacle Fork_bar__plus_00_dot_96_bar__plus_00_dot_86_bar__plus_00_dot_87 Drawer_bar__plus_00_dot_72_bar__plus_00_dot_84_bar__plus_00_dot_68)
        (objectAtLocation Fork_bar__plus_00_dot_96_bar__plus_00_dot_86_bar__plus_00_dot_87 loc_bar_0_bar_1_bar_1_bar_30)
        (cleanable Fork_bar__plus_00_dot_96_bar__plus_00_dot_86_bar__plus_00_dot_87)
        (pickupable Fork_bar__plus_00_dot_96_bar__plus_00_dot_86_bar__plus_00_dot_87)
        (objectType Fork_bar__minus_02_dot_06_bar__plus_01_dot_40_bar__minus_01_dot_26 ForkType)
        (inReceptacle Fork_bar__minus_02_dot_06_bar__plus_01_dot_40_bar__minus_01_dot_26 Sink_bar__minus_01_dot_99_bar__plus_01_dot_14_bar__minus_00_dot_98_bar_SinkBasin)
        (objectAtLocation Fork_bar__minus_02_dot_06_bar__plus_01_dot_40_bar__minus_01_dot_26 loc_bar__minus_4_bar__minus_3_bar_3_bar_30)
        (cleanable Fork_bar__minus_02_dot_06_bar__plus_01_dot_40_bar__minus_01_dot_26)
        (pickupable Fork_bar__minus_02_dot_06_bar__plus_01_dot_40_bar__minus_01_dot_26)
        (objectType Kettle_bar__minus_01_dot_70_bar__plus_00_dot_81_bar__plus_00_dot_31 KettleType)
        (inReceptacle Kettle_bar__minus_01_dot_70_bar__plus_00_dot_81_bar__plus_00_dot_31 Cabinet_bar__minus_01_dot_46_bar__plus_00_dot_78_bar__plus_00_dot_47)
        (objectAtLocation Kettle_bar__minus_01_dot_70_bar__plus_00_dot_81_bar__plus_00_dot_31 loc_bar__minus_2_bar_0_bar_3_bar_30)
        (cleanable Kettle_bar__minus_01_dot_70_bar__plus_00_dot_81_bar__plus_00_dot_31)
        (pickupable Kettle_bar__minus_01_dot_70_bar__plus_00_dot_81_bar__plus_00_dot_31)
        (objectType SoapBottle_bar__plus_00_dot_90_bar__plus_00_dot_73_bar__plus_00_dot_88 SoapBottleType)
        (inReceptacle SoapBottle_bar__plus_00_dot_90_bar__plus_00_dot_73_bar__plus_00_dot_88 Drawer_bar__plus_00_dot_72_bar__plus_00_dot_59_bar__plus_01_dot_02)
        (objectAtLocation SoapBottle_bar__plus_00_dot_90_bar__plus_00_dot_73_bar__plus_00_dot_88 loc_bar__minus_1_bar_2_bar_1_bar_30)
        (pickupable SoapBottle_bar__plus_00_dot_90_bar__plus_00_dot_73_bar__plus_00_dot_88)
        (objectType Potato_bar__plus_01_dot_30_bar__plus_01_dot_44_bar__plus_00_dot_81 PotatoType)
        (inReceptacle Potato_bar__plus_01_dot_30_bar__plus_01_dot_44_bar__plus_00_dot_81 SideTable_bar__plus_01_dot_02_bar__plus_01_dot_24_bar__plus_00_dot_87)
        (objectAtLocation Potato_bar__plus_01_dot_30_bar__plus_01_dot_44_bar__plus_00_dot_81 loc_bar_1_bar_4_bar_1_bar_30)
        (cleanable Potato_bar__plus_01_dot_30_bar__plus_01_dot_44_bar__plus_00_dot_81)
        (heatable Potato_bar__plus_01_dot_30_bar__plus_01_dot_44_bar__plus_00_dot_81)
        (coolable Potato_bar__plus_01_dot_30_bar__plus_01_dot_44_bar__plus_00_dot_81)
        (sliceable Potato_bar__plus_01_dot_30_bar__plus_01_dot_44_bar__plus_00_dot_81)
        (pickupable Potato_bar__plus_01_dot_30_bar__plus_01_dot_44_bar__plus_00_dot_81)
        (objectType Bowl_bar__plus_00_dot_88_bar__plus_01_dot_46_bar__plus_00_dot_95 BowlType)
        (inReceptacle Bowl_bar__plus_00_dot_88_bar__plus_01_dot_46_bar__plus_00_dot_95 Microwave_bar__plus_01_dot_16_bar__plus_01_dot_19_bar__plus_00_dot_85)
        (objectAtLocation Bowl_bar__plus_00_dot_88_bar__plus_01_dot_46_bar__plus_00_dot_95 loc_bar_1_bar_3_bar_1_bar_30)
        (cleanable Bowl_bar__plus_00_dot_88_bar__plus_01_dot_46_bar__plus_00_dot_95)
        (coolable Bowl_bar__plus_00_dot_88_bar__plus_01_dot_46_bar__plus_00_dot_95)
        (pickupable Bowl_bar__plus_00_dot_88_bar__plus_01_dot_46_bar__plus_00_dot_95)
        (isReceptacleObject Bowl_bar__plus_00_dot_88_bar__plus_01_dot_46_bar__plus_00_dot_95)
        (canContain CabinetType BowlType)
        (canContain CabinetType KettleType)
        (canContain CabinetType PanType)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType SoapBottleType)
        (canContain CounterTopType BowlType)
        (canContain CounterTopType EggType)
        (canContain CounterTopType ForkType)
        (canContain CounterTopType KettleType)
        (canContain CounterTopType PanType)
        (canContain CounterTopType PepperShakerType)
        (canContain CounterTopType PotatoType)
        (canContain CounterTopType SoapBottleType)
        (canContain DrawerType ForkType)
        (canContain DrawerType PepperShakerType)
        (canContain DrawerType SoapBottleType)
        (canContain FridgeType BowlType)
        (canContain FridgeType EggType)
        (canContain FridgeType PanType)
        (canContain FridgeType PotatoType)
        (canContain GarbageCanType EggType)
        (canContain GarbageCanType PotatoType)
        (canContain GarbageCanType SoapBottleType)
        (canContain MicrowaveType BowlType)
        (canContain MicrowaveType EggType)
        (canContain MicrowaveType PotatoType)
        (canContain SideTableType BowlType)
        (canContain SideTableType EggType)
        (canContain SideTableType ForkType)
        (canContain SideTableType KettleType)
        (canContain SideTableType PanType)
        (canContain SideTableType PepperShakerType)
        (canContain SideTableType PotatoType)
        (canContain SideTableType SoapBottleType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType ForkType)
        (canContain SinkBasinType KettleType)
        (canContain SinkBasinType PanType)
        (canContain SinkBasinType PotatoType)
        (canContain StoveBurnerType KettleType)
        (canContain StoveBurnerType PanType)
        (atLocation agent1 loc_bar_3_bar__minus_2_bar_1_bar_30)
    )

                (:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 PepperShakerType)
                                    (receptacleType ?r CounterTopType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 PepperShakerType)
                                            (receptacleType ?r CounterTopType)
                                            (inReceptacle ?o2 ?r)
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
            