(define (problem plan_trial_de169c2f56cb)
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
        Egg_bar__plus_01_dot_01_bar__plus_00_dot_32_bar__plus_02_dot_11 - object
        Egg_bar__minus_01_dot_65_bar__plus_00_dot_27_bar__plus_02_dot_03 - object
        Egg_bar__minus_01_dot_75_bar__plus_00_dot_27_bar__plus_02_dot_37 - object
        Spatula_bar__minus_01_dot_89_bar__plus_01_dot_18_bar__minus_00_dot_89 - object
        Pot_bar__minus_01_dot_68_bar__plus_01_dot_54_bar__plus_01_dot_27 - object
        SoapBottle_bar__plus_00_dot_81_bar__plus_01_dot_13_bar__plus_00_dot_60 - object
        SoapBottle_bar__plus_01_dot_32_bar__plus_01_dot_32_bar__plus_00_dot_87 - object
        PepperShaker_bar__plus_01_dot_06_bar__plus_01_dot_38_bar__plus_01_dot_11 - object
        Bowl_bar__minus_01_dot_17_bar__plus_00_dot_92_bar__plus_00_dot_36 - object
        SaltShaker_bar__plus_00_dot_66_bar__plus_01_dot_31_bar__plus_00_dot_76 - object
        SaltShaker_bar__plus_00_dot_54_bar__plus_01_dot_29_bar__plus_01_dot_23 - object
        Kettle_bar__minus_02_dot_00_bar__plus_01_dot_52_bar__plus_01_dot_40 - object
        Kettle_bar__minus_01_dot_56_bar__plus_00_dot_84_bar__minus_02_dot_03 - object
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
        (objectType Egg_bar__plus_01_dot_01_bar__plus_00_dot_32_bar__plus_02_dot_11 EggType)
        (inReceptacle Egg_bar__plus_01_dot_01_bar__plus_00_dot_32_bar__plus_02_dot_11 Fridge_bar__plus_01_dot_01_bar__plus_00_dot_23_bar__plus_01_dot_92)
        (objectAtLocation Egg_bar__plus_01_dot_01_bar__plus_00_dot_32_bar__plus_02_dot_11 loc_bar_0_bar_8_bar_1_bar_0)
        (cleanable Egg_bar__plus_01_dot_01_bar__plus_00_dot_32_bar__plus_02_dot_11)
        (heatable Egg_bar__plus_01_dot_01_bar__plus_00_dot_32_bar__plus_02_dot_11)
        (coolable Egg_bar__plus_01_dot_01_bar__plus_00_dot_32_bar__plus_02_dot_11)
        (sliceable Egg_bar__plus_01_dot_01_bar__plus_00_dot_32_bar__plus_02_dot_11)
        (pickupable Egg_bar__plus_01_dot_01_bar__plus_00_dot_32_bar__plus_02_dot_11)
        (objectType Egg_bar__minus_01_dot_65_bar__plus_00_dot_27_bar__plus_02_dot_03 EggType)
        (inReceptacle Egg_bar__minus_01_dot_65_bar__plus_00_dot_27_bar__plus_02_dot_03 GarbageCan_bar__minus_01_dot_63_bar__plus_00_dot_22_bar__plus_02_dot_19)
        (objectAtLocation Egg_bar__minus_01_dot_65_bar__plus_00_dot_27_bar__plus_02_dot_03 loc_bar__minus_4_bar_5_bar_0_bar_30)
        (cleanable Egg_bar__minus_01_dot_65_bar__plus_00_dot_27_bar__plus_02_dot_03)
        (heatable Egg_bar__minus_01_dot_65_bar__plus_00_dot_27_bar__plus_02_dot_03)
        (coolable Egg_bar__minus_01_dot_65_bar__plus_00_dot_27_bar__plus_02_dot_03)
        (sliceable Egg_bar__minus_01_dot_65_bar__plus_00_dot_27_bar__plus_02_dot_03)
        (pickupable Egg_bar__minus_01_dot_65_bar__plus_00_dot_27_bar__plus_02_dot_03)
        (objectType Egg_bar__minus_01_dot_75_bar__plus_00_dot_27_bar__plus_02_dot_37 EggType)
        (inReceptacle Egg_bar__minus_01_dot_75_bar__plus_00_dot_27_bar__plus_02_dot_37 GarbageCan_bar__minus_01_dot_63_bar__plus_00_dot_22_bar__plus_02_dot_19)
        (objectAtLocation Egg_bar__minus_01_dot_75_bar__plus_00_dot_27_bar__plus_02_dot_37 loc_bar__minus_4_bar_5_bar_0_bar_30)
        (cleanable Egg_bar__minus_01_dot_75_bar__plus_00_dot_27_bar__plus_02_dot_37)
        (heatable Egg_bar__minus_01_dot_75_bar__plus_00_dot_27_bar__plus_02_dot_37)
        (coolable Egg_bar__minus_01_dot_75_bar__plus_00_dot_27_bar__plus_02_dot_37)
        (sliceable Egg_bar__minus_01_dot_75_bar__plus_00_dot_27_bar__plus_02_dot_37)
        (pickupable Egg_bar__minus_01_dot_75_bar__plus_00_dot_27_bar__plus_02_dot_37)
        (objectType Spatula_bar__minus_01_dot_89_bar__plus_01_dot_18_bar__minus_00_dot_89 SpatulaType)
        (inReceptacle Spatula_bar__minus_01_dot_89_bar__plus_01_dot_18_bar__minus_00_dot_89 Sink_bar__minus_01_dot_99_bar__plus_01_dot_14_bar__minus_00_dot_98_bar_SinkBasin)
        (objectAtLocation Spatula_bar__minus_01_dot_89_bar__plus_01_dot_18_bar__minus_00_dot_89 loc_bar__minus_4_bar__minus_3_bar_3_bar_30)
        (cleanable Spatula_bar__minus_01_dot_89_bar__plus_01_dot_18_bar__minus_00_dot_89)
        (pickupable Spatula_bar__minus_01_dot_89_bar__plus_01_dot_18_bar__minus_00_dot_89)
        (objectType Pot_bar__minus_01_dot_68_bar__plus_01_dot_54_bar__plus_01_dot_27 PotType)
        (inReceptacle Pot_bar__minus_01_dot_68_bar__plus_01_dot_54_bar__plus_01_dot_27 CounterTop_bar__minus_01_dot_81_bar__plus_01_dot_36_bar__plus_01_dot_18)
        (objectAtLocation Pot_bar__minus_01_dot_68_bar__plus_01_dot_54_bar__plus_01_dot_27 loc_bar__minus_4_bar_5_bar_3_bar_30)
        (cleanable Pot_bar__minus_01_dot_68_bar__plus_01_dot_54_bar__plus_01_dot_27)
        (coolable Pot_bar__minus_01_dot_68_bar__plus_01_dot_54_bar__plus_01_dot_27)
        (pickupable Pot_bar__minus_01_dot_68_bar__plus_01_dot_54_bar__plus_01_dot_27)
        (isReceptacleObject Pot_bar__minus_01_dot_68_bar__plus_01_dot_54_bar__plus_01_dot_27)
        (objectType SoapBottle_bar__plus_00_dot_81_bar__plus_01_dot_13_bar__plus_00_dot_60 SoapBottleType)
        (inReceptacle SoapBottle_bar__plus_00_dot_81_bar__plus_01_dot_13_bar__plus_00_dot_60 Drawer_bar__plus_00_dot_72_bar__plus_00_dot_84_bar__plus_00_dot_68)
        (objectAtLocation SoapBottle_bar__plus_00_dot_81_bar__plus_01_dot_13_bar__plus_00_dot_60 loc_bar_0_bar_1_bar_1_bar_30)
        (pickupable SoapBottle_bar__plus_00_dot_81_bar__plus_01_dot_13_bar__plus_00_dot_60)
        (objectType SoapBottle_bar__plus_01_dot_32_bar__plus_01_dot_32_bar__plus_00_dot_87 SoapBottleType)
        (inReceptacle SoapBottle_bar__plus_01_dot_32_bar__plus_01_dot_32_bar__plus_00_dot_87 SideTable_bar__plus_01_dot_02_bar__plus_01_dot_24_bar__plus_00_dot_87)
        (objectAtLocation SoapBottle_bar__plus_01_dot_32_bar__plus_01_dot_32_bar__plus_00_dot_87 loc_bar_1_bar_4_bar_1_bar_30)
        (pickupable SoapBottle_bar__plus_01_dot_32_bar__plus_01_dot_32_bar__plus_00_dot_87)
        (objectType PepperShaker_bar__plus_01_dot_06_bar__plus_01_dot_38_bar__plus_01_dot_11 PepperShakerType)
        (inReceptacle PepperShaker_bar__plus_01_dot_06_bar__plus_01_dot_38_bar__plus_01_dot_11 SideTable_bar__plus_01_dot_02_bar__plus_01_dot_24_bar__plus_00_dot_87)
        (objectAtLocation PepperShaker_bar__plus_01_dot_06_bar__plus_01_dot_38_bar__plus_01_dot_11 loc_bar_1_bar_4_bar_1_bar_30)
        (pickupable PepperShaker_bar__plus_01_dot_06_bar__plus_01_dot_38_bar__plus_01_dot_11)
        (objectType Bowl_bar__minus_01_dot_17_bar__plus_00_dot_92_bar__plus_00_dot_36 BowlType)
        (inReceptacle Bowl_bar__minus_01_dot_17_bar__plus_00_dot_92_bar__plus_00_dot_36 Cabinet_bar__minus_01_dot_46_bar__plus_00_dot_78_bar__plus_00_dot_47)
        (objectAtLocation Bowl_bar__minus_01_dot_17_bar__plus_00_dot_92_bar__plus_00_dot_36 loc_bar__minus_2_bar_0_bar_3_bar_30)
        (cleanable Bowl_bar__minus_01_dot_17_bar__plus_00_dot_92_bar__plus_00_dot_36)
        (coolable Bowl_bar__minus_01_dot_17_bar__plus_00_dot_92_bar__plus_00_dot_36)
        (pickupable Bowl_bar__minus_01_dot_17_bar__plus_00_dot_92_bar__plus_00_dot_36)
        (isReceptacleObject Bowl_bar__minus_01_dot_17_bar__plus_00_dot_92_bar__plus_00_dot_36)
        (objectType SaltShaker_bar__plus_00_dot_66_bar__plus_01_dot_31_bar__plus_00_dot_76 SaltShakerType)
        (inReceptacle SaltShaker_bar__plus_00_dot_66_bar__plus_01_dot_31_bar__plus_00_dot_76 Drawer_bar__plus_00_dot_72_bar__plus_01_dot_06_bar__plus_00_dot_68)
        (objectAtLocation SaltShaker_bar__plus_00_dot_66_bar__plus_01_dot_31_bar__plus_00_dot_76 loc_bar_1_bar_1_bar_1_bar_30)
        (pickupable SaltShaker_bar__plus_00_dot_66_bar__plus_01_dot_31_bar__plus_00_dot_76)
        (objectType SaltShaker_bar__plus_00_dot_54_bar__plus_01_dot_29_bar__plus_01_dot_23 SaltShakerType)
        (inReceptacle SaltShaker_bar__plus_00_dot_54_bar__plus_01_dot_29_bar__plus_01_dot_23 Drawer_bar__plus_00_dot_71_bar__plus_01_dot_06_bar__plus_01_dot_02)
        (objectAtLocation SaltShaker_bar__plus_00_dot_54_bar__plus_01_dot_29_bar__plus_01_dot_23 loc_bar_0_bar_3_bar_1_bar_30)
        (pickupable SaltShaker_bar__plus_00_dot_54_bar__plus_01_dot_29_bar__plus_01_dot_23)
        (objectType Kettle_bar__minus_02_dot_00_bar__plus_01_dot_52_bar__plus_01_dot_40 KettleType)
        (inReceptacle Kettle_bar__minus_02_dot_00_bar__plus_01_dot_52_bar__plus_01_dot_40 CounterTop_bar__minus_01_dot_81_bar__plus_01_dot_36_bar__plus_01_dot_18)
        (objectAtLocation Kettle_bar__minus_02_dot_00_bar__plus_01_dot_52_bar__plus_01_dot_40 loc_bar__minus_4_bar_5_bar_3_bar_30)
        (cleanable Kettle_bar__minus_02_dot_00_bar__plus_01_dot_52_bar__plus_01_dot_40)
        (pickupable Kettle_bar__minus_02_dot_00_bar__plus_01_dot_52_bar__plus_01_dot_40)
        (objectType Kettle_bar__minus_01_dot_56_bar__plus_00_dot_84_bar__minus_02_dot_03 KettleType)
        (inReceptacle Kettle_bar__minus_01_dot_56_bar__plus_00_dot_84_bar__minus_02_dot_03 Cabinet_bar__minus_01_dot_46_bar__plus_00_dot_78_bar__minus_02_dot_00)
        (objectAtLocation Kettle_bar__minus_01_dot_56_bar__plus_00_dot_84_bar__minus_02_dot_03 loc_bar__minus_2_bar__minus_6_bar_3_bar_30)
        (cleanable Kettle_bar__minus_01_dot_56_bar__plus_00_dot_84_bar__minus_02_dot_03)
        (pickupable Kettle_bar__minus_01_dot_56_bar__plus_00_dot_84_bar__minus_02_dot_03)
        (canContain CabinetType BowlType)
        (canContain CabinetType KettleType)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType PotType)
        (canContain CabinetType SaltShakerType)
        (canContain CabinetType SoapBottleType)
        (canContain CounterTopType BowlType)
        (canContain CounterTopType EggType)
        (canContain CounterTopType KettleType)
        (canContain CounterTopType PepperShakerType)
        (canContain CounterTopType PotType)
        (canContain CounterTopType SaltShakerType)
        (canContain CounterTopType SoapBottleType)
        (canContain CounterTopType SpatulaType)
        (canContain DrawerType PepperShakerType)
        (canContain DrawerType SaltShakerType)
        (canContain DrawerType SoapBottleType)
        (canContain DrawerType SpatulaType)
        (canContain FridgeType BowlType)
        (canContain FridgeType EggType)
        (canContain FridgeType PotType)
        (canContain GarbageCanType EggType)
        (canContain GarbageCanType SoapBottleType)
        (canContain MicrowaveType BowlType)
        (canContain MicrowaveType EggType)
        (canContain SideTableType BowlType)
        (canContain SideTableType EggType)
        (canContain SideTableType KettleType)
        (canContain SideTableType PepperShakerType)
        (canContain SideTableType PotType)
        (canContain SideTableType SaltShakerType)
        (canContain SideTableType SoapBottleType)
        (canContain SideTableType SpatulaType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType KettleType)
        (canContain SinkBasinType PotType)
        (canContain SinkBasinType SpatulaType)
        (canContain StoveBurnerType KettleType)
        (canContain StoveBurnerType PotType)
        (atLocation agent1 loc_bar_3_bar__minus_2_bar_1_bar_30)
    )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o EggType)
                            (receptacleType ?r CounterTopType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    