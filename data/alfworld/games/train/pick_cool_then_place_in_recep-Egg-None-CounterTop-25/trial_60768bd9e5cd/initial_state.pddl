(define (problem plan_trial_60768bd9e5cd)
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
        Egg_bar__minus_01_dot_03_bar__plus_01_dot_88_bar__plus_02_dot_03 - object
        Egg_bar__minus_03_dot_02_bar__plus_00_dot_93_bar__plus_01_dot_48 - object
        Egg_bar__minus_01_dot_09_bar__plus_02_dot_06_bar__plus_01_dot_82 - object
        Potato_bar__minus_02_dot_50_bar__plus_00_dot_15_bar__plus_02_dot_50 - object
        Potato_bar__minus_02_dot_77_bar__plus_01_dot_08_bar__plus_01_dot_34 - object
        PepperShaker_bar__minus_02_dot_38_bar__plus_00_dot_46_bar__plus_01_dot_59 - object
        PepperShaker_bar__minus_02_dot_15_bar__plus_02_dot_04_bar__plus_02_dot_00 - object
        Spatula_bar__minus_02_dot_54_bar__plus_00_dot_89_bar__plus_01_dot_67 - object
        Spatula_bar__minus_00_dot_48_bar__plus_00_dot_81_bar__plus_00_dot_79 - object
        SaltShaker_bar__minus_02_dot_44_bar__plus_00_dot_89_bar__plus_01_dot_80 - object
        SaltShaker_bar__minus_02_dot_52_bar__plus_01_dot_96_bar__plus_00_dot_82 - object
        Pot_bar__minus_02_dot_11_bar__plus_00_dot_89_bar__plus_00_dot_31 - object
        Bowl_bar__minus_02_dot_61_bar__plus_02_dot_02_bar__plus_00_dot_55 - object
        Bread_bar__minus_02_dot_60_bar__plus_00_dot_84_bar__plus_01_dot_23 - object
        Cabinet_bar__minus_01_dot_29_bar__plus_00_dot_39_bar__plus_00_dot_56 - receptacle
        Cabinet_bar__minus_02_dot_24_bar__plus_00_dot_39_bar__plus_00_dot_56 - receptacle
        Cabinet_bar__minus_02_dot_38_bar__plus_02_dot_01_bar__plus_02_dot_58 - receptacle
        Cabinet_bar__minus_02_dot_38_bar__plus_02_dot_02_bar__plus_01_dot_72 - receptacle
        Cabinet_bar__minus_02_dot_44_bar__plus_00_dot_39_bar__plus_01_dot_67 - receptacle
        Cabinet_bar__minus_02_dot_77_bar__plus_01_dot_80_bar__plus_00_dot_51 - receptacle
        Cabinet_bar__minus_02_dot_78_bar__plus_01_dot_80_bar__plus_00_dot_82 - receptacle
        Cabinet_bar__minus_02_dot_78_bar__plus_01_dot_80_bar__plus_00_dot_83 - receptacle
        CounterTop_bar__minus_01_dot_56_bar__plus_00_dot_86_bar__plus_00_dot_28 - receptacle
        Drawer_bar__minus_00_dot_40_bar__plus_00_dot_70_bar__plus_00_dot_91 - receptacle
        Drawer_bar__minus_00_dot_40_bar__plus_00_dot_70_bar__plus_01_dot_25 - receptacle
        Drawer_bar__minus_00_dot_86_bar__plus_00_dot_71_bar__plus_00_dot_42 - receptacle
        Drawer_bar__minus_01_dot_13_bar__plus_00_dot_71_bar__plus_00_dot_42 - receptacle
        Drawer_bar__minus_02_dot_59_bar__plus_00_dot_70_bar__plus_01_dot_51 - receptacle
        Fridge_bar__minus_02_dot_78_bar__plus_00_dot_00_bar__plus_02_dot_22 - receptacle
        Microwave_bar__minus_02_dot_80_bar__plus_00_dot_81_bar__plus_01_dot_35 - receptacle
        Sink_bar__minus_01_dot_84_bar__plus_00_dot_73_bar__plus_00_dot_34_bar_SinkBasin - receptacle
        CoffeeMachine_bar__minus_02_dot_71_bar__plus_00_dot_82_bar__plus_01_dot_83 - receptacle
        GarbageCan_bar__minus_01_dot_14_bar__plus_01_dot_83_bar__plus_01_dot_96 - receptacle
        StoveBurner_bar__minus_02_dot_63_bar__plus_02_dot_00_bar__plus_00_dot_63 - receptacle
        Toaster_bar__minus_00_dot_57_bar__plus_01_dot_15_bar__plus_02_dot_00 - receptacle
        loc_bar__minus_11_bar_3_bar_1_bar_15 - location
        loc_bar__minus_11_bar_7_bar_2_bar_45 - location
        loc_bar__minus_2_bar_8_bar_1_bar_0 - location
        loc_bar__minus_4_bar_4_bar_2_bar_30 - location
        loc_bar__minus_4_bar_5_bar_2_bar_30 - location
        loc_bar__minus_4_bar_6_bar_2_bar_30 - location
        loc_bar__minus_5_bar_4_bar_1_bar_30 - location
        loc_bar__minus_5_bar_5_bar_1_bar_30 - location
        loc_bar__minus_5_bar_5_bar_2_bar_30 - location
        loc_bar__minus_5_bar_8_bar_0_bar_0 - location
        loc_bar__minus_6_bar_4_bar_3_bar_0 - location
        loc_bar__minus_6_bar_4_bar_3_bar_30 - location
        loc_bar__minus_6_bar_5_bar_2_bar_30 - location
        loc_bar__minus_6_bar_6_bar_2_bar_30 - location
        loc_bar__minus_7_bar_7_bar_3_bar__minus_30 - location
        loc_bar__minus_7_bar_7_bar_3_bar_30 - location
        loc_bar__minus_7_bar_9_bar_3_bar__minus_30 - location
        loc_bar__minus_7_bar_9_bar_3_bar_30 - location
        loc_bar__minus_8_bar_4_bar_3_bar_0 - location
        loc_bar__minus_8_bar_5_bar_3_bar_0 - location
        loc_bar__minus_8_bar_5_bar_3_bar_30 - location
        loc_bar__minus_8_bar_6_bar_0_bar_30 - location
    )
(:init
        (receptacleType Cabinet_bar__minus_01_dot_29_bar__plus_00_dot_39_bar__plus_00_dot_56 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_29_bar__plus_00_dot_39_bar__plus_00_dot_56 loc_bar__minus_4_bar_6_bar_2_bar_30)
        (openable Cabinet_bar__minus_01_dot_29_bar__plus_00_dot_39_bar__plus_00_dot_56)
        (receptacleType Cabinet_bar__minus_02_dot_24_bar__plus_00_dot_39_bar__plus_00_dot_56 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_24_bar__plus_00_dot_39_bar__plus_00_dot_56 loc_bar__minus_6_bar_6_bar_2_bar_30)
        (openable Cabinet_bar__minus_02_dot_24_bar__plus_00_dot_39_bar__plus_00_dot_56)
        (receptacleType Cabinet_bar__minus_02_dot_38_bar__plus_02_dot_01_bar__plus_02_dot_58 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_38_bar__plus_02_dot_01_bar__plus_02_dot_58 loc_bar__minus_7_bar_9_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_02_dot_38_bar__plus_02_dot_01_bar__plus_02_dot_58)
        (receptacleType Cabinet_bar__minus_02_dot_38_bar__plus_02_dot_02_bar__plus_01_dot_72 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_38_bar__plus_02_dot_02_bar__plus_01_dot_72 loc_bar__minus_7_bar_7_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_02_dot_38_bar__plus_02_dot_02_bar__plus_01_dot_72)
        (receptacleType Cabinet_bar__minus_02_dot_44_bar__plus_00_dot_39_bar__plus_01_dot_67 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_44_bar__plus_00_dot_39_bar__plus_01_dot_67 loc_bar__minus_6_bar_4_bar_3_bar_30)
        (openable Cabinet_bar__minus_02_dot_44_bar__plus_00_dot_39_bar__plus_01_dot_67)
        (receptacleType Cabinet_bar__minus_02_dot_77_bar__plus_01_dot_80_bar__plus_00_dot_51 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_77_bar__plus_01_dot_80_bar__plus_00_dot_51 loc_bar__minus_6_bar_4_bar_3_bar_0)
        (openable Cabinet_bar__minus_02_dot_77_bar__plus_01_dot_80_bar__plus_00_dot_51)
        (receptacleType Cabinet_bar__minus_02_dot_78_bar__plus_01_dot_80_bar__plus_00_dot_82 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_78_bar__plus_01_dot_80_bar__plus_00_dot_82 loc_bar__minus_8_bar_4_bar_3_bar_0)
        (openable Cabinet_bar__minus_02_dot_78_bar__plus_01_dot_80_bar__plus_00_dot_82)
        (receptacleType Cabinet_bar__minus_02_dot_78_bar__plus_01_dot_80_bar__plus_00_dot_83 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_78_bar__plus_01_dot_80_bar__plus_00_dot_83 loc_bar__minus_8_bar_5_bar_3_bar_0)
        (openable Cabinet_bar__minus_02_dot_78_bar__plus_01_dot_80_bar__plus_00_dot_83)
        (receptacleType CounterTop_bar__minus_01_dot_56_bar__plus_00_dot_86_bar__plus_00_dot_28 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_01_dot_56_bar__plus_00_dot_86_bar__plus_00_dot_28 loc_bar__minus_4_bar_4_bar_2_bar_30)
        (receptacleType Drawer_bar__minus_00_dot_40_bar__plus_00_dot_70_bar__plus_00_dot_91 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_40_bar__plus_00_dot_70_bar__plus_00_dot_91 loc_bar__minus_5_bar_5_bar_1_bar_30)
        (openable Drawer_bar__minus_00_dot_40_bar__plus_00_dot_70_bar__plus_00_dot_91)
        (receptacleType Drawer_bar__minus_00_dot_40_bar__plus_00_dot_70_bar__plus_01_dot_25 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_40_bar__plus_00_dot_70_bar__plus_01_dot_25 loc_bar__minus_5_bar_4_bar_1_bar_30)
        (openable Drawer_bar__minus_00_dot_40_bar__plus_00_dot_70_bar__plus_01_dot_25)
        (receptacleType Drawer_bar__minus_00_dot_86_bar__plus_00_dot_71_bar__plus_00_dot_42 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_86_bar__plus_00_dot_71_bar__plus_00_dot_42 loc_bar__minus_5_bar_5_bar_2_bar_30)
        (openable Drawer_bar__minus_00_dot_86_bar__plus_00_dot_71_bar__plus_00_dot_42)
        (receptacleType Drawer_bar__minus_01_dot_13_bar__plus_00_dot_71_bar__plus_00_dot_42 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_01_dot_13_bar__plus_00_dot_71_bar__plus_00_dot_42 loc_bar__minus_6_bar_5_bar_2_bar_30)
        (openable Drawer_bar__minus_01_dot_13_bar__plus_00_dot_71_bar__plus_00_dot_42)
        (receptacleType Drawer_bar__minus_02_dot_59_bar__plus_00_dot_70_bar__plus_01_dot_51 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_02_dot_59_bar__plus_00_dot_70_bar__plus_01_dot_51 loc_bar__minus_7_bar_7_bar_3_bar_30)
        (openable Drawer_bar__minus_02_dot_59_bar__plus_00_dot_70_bar__plus_01_dot_51)
        (receptacleType Fridge_bar__minus_02_dot_78_bar__plus_00_dot_00_bar__plus_02_dot_22 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_02_dot_78_bar__plus_00_dot_00_bar__plus_02_dot_22 loc_bar__minus_7_bar_9_bar_3_bar_30)
        (openable Fridge_bar__minus_02_dot_78_bar__plus_00_dot_00_bar__plus_02_dot_22)
        (receptacleType Microwave_bar__minus_02_dot_80_bar__plus_00_dot_81_bar__plus_01_dot_35 MicrowaveType)
        (receptacleAtLocation Microwave_bar__minus_02_dot_80_bar__plus_00_dot_81_bar__plus_01_dot_35 loc_bar__minus_8_bar_5_bar_3_bar_30)
        (openable Microwave_bar__minus_02_dot_80_bar__plus_00_dot_81_bar__plus_01_dot_35)
        (receptacleType Sink_bar__minus_01_dot_84_bar__plus_00_dot_73_bar__plus_00_dot_34_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_01_dot_84_bar__plus_00_dot_73_bar__plus_00_dot_34_bar_SinkBasin loc_bar__minus_4_bar_5_bar_2_bar_30)
        (receptacleType CoffeeMachine_bar__minus_02_dot_71_bar__plus_00_dot_82_bar__plus_01_dot_83 CoffeeMachineType)
        (receptacleAtLocation CoffeeMachine_bar__minus_02_dot_71_bar__plus_00_dot_82_bar__plus_01_dot_83 loc_bar__minus_11_bar_7_bar_2_bar_45)
        (receptacleType GarbageCan_bar__minus_01_dot_14_bar__plus_01_dot_83_bar__plus_01_dot_96 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__minus_01_dot_14_bar__plus_01_dot_83_bar__plus_01_dot_96 loc_bar__minus_5_bar_8_bar_0_bar_0)
        (receptacleType StoveBurner_bar__minus_02_dot_63_bar__plus_02_dot_00_bar__plus_00_dot_63 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar__minus_02_dot_63_bar__plus_02_dot_00_bar__plus_00_dot_63 loc_bar__minus_11_bar_3_bar_1_bar_15)
        (receptacleType Toaster_bar__minus_00_dot_57_bar__plus_01_dot_15_bar__plus_02_dot_00 ToasterType)
        (receptacleAtLocation Toaster_bar__minus_00_dot_57_bar__plus_01_dot_15_bar__plus_02_dot_00 loc_bar__minus_2_bar_8_bar_1_bar_0)
        (objectType Egg_bar__minus_01_dot_03_bar__plus_01_dot_88_bar__plus_02_dot_03 EggType)
        (inReceptacle Egg_bar__minus_01_dot_03_bar__plus_01_dot_88_bar__plus_02_dot_03 GarbageCan_bar__minus_01_dot_14_bar__plus_01_dot_83_bar__plus_01_dot_96)
        (objectAtLocation Egg_bar__minus_01_dot_03_bar__plus_01_dot_88_bar__plus_02_dot_03 loc_bar__minus_5_bar_8_bar_0_bar_0)
        (cleanable Egg_bar__minus_01_dot_03_bar__plus_01_dot_88_bar__plus_02_dot_03)
        (heatable Egg_bar__minus_01_dot_03_bar__plus_01_dot_88_bar__plus_02_dot_03)
        (coolable Egg_bar__minus_01_dot_03_bar__plus_01_dot_88_bar__plus_02_dot_03)
        (sliceable Egg_bar__minus_01_dot_03_bar__plus_01_dot_88_bar__plus_02_dot_03)
        (pickupable Egg_bar__minus_01_dot_03_bar__plus_01_dot_88_bar__plus_02_dot_03)
        (objectType Egg_bar__minus_03_dot_02_bar__plus_00_dot_93_bar__plus_01_dot_48 EggType)
        (inReceptacle Egg_bar__minus_03_dot_02_bar__plus_00_dot_93_bar__plus_01_dot_48 Microwave_bar__minus_02_dot_80_bar__plus_00_dot_81_bar__plus_01_dot_35)
        (objectAtLocation Egg_bar__minus_03_dot_02_bar__plus_00_dot_93_bar__plus_01_dot_48 loc_bar__minus_8_bar_5_bar_3_bar_30)
        (cleanable Egg_bar__minus_03_dot_02_bar__plus_00_dot_93_bar__plus_01_dot_48)
        (heatable Egg_bar__minus_03_dot_02_bar__plus_00_dot_93_bar__plus_01_dot_48)
        (coolable Egg_bar__minus_03_dot_02_bar__plus_00_dot_93_bar__plus_01_dot_48)
        (sliceable Egg_bar__minus_03_dot_02_bar__plus_00_dot_93_bar__plus_01_dot_48)
        (pickupable Egg_bar__minus_03_dot_02_bar__plus_00_dot_93_bar__plus_01_dot_48)
        (objectType Egg_bar__minus_01_dot_09_bar__plus_02_dot_06_bar__plus_01_dot_82 EggType)
        (inReceptacle Egg_bar__minus_01_dot_09_bar__plus_02_dot_06_bar__plus_01_dot_82 GarbageCan_bar__minus_01_dot_14_bar__plus_01_dot_83_bar__plus_01_dot_96)
        (objectAtLocation Egg_bar__minus_01_dot_09_bar__plus_02_dot_06_bar__plus_01_dot_82 loc_bar__minus_5_bar_8_bar_0_bar_0)
        (cleanable Egg_bar__minus_01_dot_09_bar__plus_02_dot_06_bar__plus_01_dot_82)
        (heatable Egg_bar__minus_01_dot_09_bar__plus_02_dot_06_bar__plus_01_dot_82)
        (coolable Egg_bar__minus_01_dot_09_bar__plus_02_dot_06_bar__plus_01_dot_82)
        (sliceable Egg_bar__minus_01_dot_09_bar__plus_02_dot_06_bar__plus_01_dot_82)
        (pickupable Egg_bar__minus_01_dot_09_bar__plus_02_dot_06_bar__plus_01_dot_82)
        (objectType Potato_bar__minus_02_dot_50_bar__plus_00_dot_15_bar__plus_02_dot_50 PotatoType)
        (inReceptacle Potato_bar__minus_02_dot_50_bar__plus_00_dot_15_bar__plus_02_dot_50 Fridge_bar__minus_02_dot_78_bar__plus_00_dot_00_bar__plus_02_dot_22)
        (objectAtLocation Potato_bar__minus_02_dot_50_bar__plus_00_dot_15_bar__plus_02_dot_50 loc_bar__minus_7_bar_9_bar_3_bar_30)
        (cleanable Potato_bar__minus_02_dot_50_bar__plus_00_dot_15_bar__plus_02_dot_50)
        (heatable Potato_bar__minus_02_dot_50_bar__plus_00_dot_15_bar__plus_02_dot_50)
        (coolable Potato_bar__minus_02_dot_50_bar__plus_00_dot_15_bar__plus_02_dot_50)
        (sliceable Potato_bar__minus_02_dot_50_bar__plus_00_dot_15_bar__plus_02_dot_50)
        (pickupable Potato_bar__minus_02_dot_50_bar__plus_00_dot_15_bar__plus_02_dot_50)
        (objectType Potato_bar__minus_02_dot_77_bar__plus_01_dot_08_bar__plus_01_dot_34 PotatoType)
        (inReceptacle Potato_bar__minus_02_dot_77_bar__plus_01_dot_08_bar__plus_01_dot_34 Microwave_bar__minus_02_dot_80_bar__plus_00_dot_81_bar__plus_01_dot_35)
        (objectAtLocation Potato_bar__minus_02_dot_77_bar__plus_01_dot_08_bar__plus_01_dot_34 loc_bar__minus_8_bar_5_bar_3_bar_30)
        (cleanable Potato_bar__minus_02_dot_77_bar__plus_01_dot_08_bar__plus_01_dot_34)
        (heatable Potato_bar__minus_02_dot_77_bar__plus_01_dot_08_bar__plus_01_dot_34)
        (coolable Potato_bar__minus_02_dot_77_bar__plus_01_dot_08_bar__plus_01_dot_34)
        (sliceable Potato_bar__minus_02_dot_77_bar__plus_01_dot_08_bar__plus_01_dot_34)
        (pickupable Potato_bar__minus_02_dot_77_bar__plus_01_dot_08_bar__plus_01_dot_34)
        (objectType PepperShaker_bar__minus_02_dot_38_bar__plus_00_dot_46_bar__plus_01_dot_59 PepperShakerType)
        (inReceptacle PepperShaker_bar__minus_02_dot_38_bar__plus_00_dot_46_bar__plus_01_dot_59 Cabinet_bar__minus_02_dot_44_bar__plus_00_dot_39_bar__plus_01_dot_67)
        (objectAtLocation PepperShaker_bar__minus_02_dot_38_bar__plus_00_dot_46_bar__plus_01_dot_59 loc_bar__minus_6_bar_4_bar_3_bar_30)
        (pickupable PepperShaker_bar__minus_02_dot_38_bar__plus_00_dot_46_bar__plus_01_dot_59)
        (objectType PepperShaker_bar__minus_02_dot_15_bar__plus_02_dot_04_bar__plus_02_dot_00 PepperShakerType)
        (inReceptacle PepperShaker_bar__minus_02_dot_15_bar__plus_02_dot_04_bar__plus_02_dot_00 Cabinet_bar__minus_02_dot_38_bar__plus_02_dot_02_bar__plus_01_dot_72)
        (objectAtLocation PepperShaker_bar__minus_02_dot_15_bar__plus_02_dot_04_bar__plus_02_dot_00 loc_bar__minus_7_bar_7_bar_3_bar__minus_30)
        (pickupable PepperShaker_bar__minus_02_dot_15_bar__plus_02_dot_04_bar__plus_02_dot_00)
        (objectType Spatula_bar__minus_02_dot_54_bar__plus_00_dot_89_bar__plus_01_dot_67 SpatulaType)
        (inReceptacle Spatula_bar__minus_02_dot_54_bar__plus_00_dot_89_bar__plus_01_dot_67 Drawer_bar__minus_02_dot_59_bar__plus_00_dot_70_bar__plus_01_dot_51)
        (objectAtLocation Spatula_bar__minus_02_dot_54_bar__plus_00_dot_89_bar__plus_01_dot_67 loc_bar__minus_7_bar_7_bar_3_bar_30)
        (cleanable Spatula_bar__minus_02_dot_54_bar__plus_00_dot_89_bar__plus_01_dot_67)
        (pickupable Spatula_bar__minus_02_dot_54_bar__plus_00_dot_89_bar__plus_01_dot_67)
        (objectType Spatula_bar__minus_00_dot_48_bar__plus_00_dot_81_bar__plus_00_dot_79 SpatulaType)
        (inReceptacle Spatula_bar__minus_00_dot_48_bar__plus_00_dot_81_bar__plus_00_dot_79 Drawer_bar__minus_00_dot_40_bar__plus_00_dot_70_bar__plus_00_dot_91)
        (objectAtLocation Spatula_bar__minus_00_dot_48_bar__plus_00_dot_81_bar__plus_00_dot_79 loc_bar__minus_5_bar_5_bar_1_bar_30)
        (cleanable Spatula_bar__minus_00_dot_48_bar__plus_00_dot_81_bar__plus_00_dot_79)
        (pickupable Spatula_bar__minus_00_dot_48_bar__plus_00_dot_81_bar__plus_00_dot_79)
        (objectType SaltShaker_bar__minus_02_dot_44_bar__plus_00_dot_89_bar__plus_01_dot_80 SaltShakerType)
        (inReceptacle SaltShaker_bar__minus_02_dot_44_bar__plus_00_dot_89_bar__plus_01_dot_80 Drawer_bar__minus_02_dot_59_bar__plus_00_dot_70_bar__plus_01_dot_51)
        (objectAtLocation SaltShaker_bar__minus_02_dot_44_bar__plus_00_dot_89_bar__plus_01_dot_80 loc_bar__minus_7_bar_7_bar_3_bar_30)
        (pickupable SaltShaker_bar__minus_02_dot_44_bar__plus_00_dot_89_bar__plus_01_dot_80)
        (objectType SaltShaker_bar__minus_02_dot_52_bar__plus_01_dot_96_bar__plus_00_dot_82 SaltShakerType)
        (inReceptacle SaltShaker_bar__minus_02_dot_52_bar__plus_01_dot_96_bar__plus_00_dot_82 Cabinet_bar__minus_02_dot_78_bar__plus_01_dot_80_bar__plus_00_dot_83)
        (objectAtLocation SaltShaker_bar__minus_02_dot_52_bar__plus_01_dot_96_bar__plus_00_dot_82 loc_bar__minus_8_bar_5_bar_3_bar_0)
        (pickupable SaltShaker_bar__minus_02_dot_52_bar__plus_01_dot_96_bar__plus_00_dot_82)
        (objectType Pot_bar__minus_02_dot_11_bar__plus_00_dot_89_bar__plus_00_dot_31 PotType)
        (inReceptacle Pot_bar__minus_02_dot_11_bar__plus_00_dot_89_bar__plus_00_dot_31 Sink_bar__minus_01_dot_84_bar__plus_00_dot_73_bar__plus_00_dot_34_bar_SinkBasin)
        (objectAtLocation Pot_bar__minus_02_dot_11_bar__plus_00_dot_89_bar__plus_00_dot_31 loc_bar__minus_4_bar_5_bar_2_bar_30)
        (cleanable Pot_bar__minus_02_dot_11_bar__plus_00_dot_89_bar__plus_00_dot_31)
        (coolable Pot_bar__minus_02_dot_11_bar__plus_00_dot_89_bar__plus_00_dot_31)
        (pickupable Pot_bar__minus_02_dot_11_bar__plus_00_dot_89_bar__plus_00_dot_31)
        (isReceptacleObject Pot_bar__minus_02_dot_11_bar__plus_00_dot_89_bar__plus_00_dot_31)
        (objectType Bowl_bar__minus_02_dot_61_bar__plus_02_dot_02_bar__plus_00_dot_55 BowlType)
        (inReceptacle Bowl_bar__minus_02_dot_61_bar__plus_02_dot_02_bar__plus_00_dot_55 Cabinet_bar__minus_02_dot_78_bar__plus_01_dot_80_bar__plus_00_dot_82)
        (objectAtLocation Bowl_bar__minus_02_dot_61_bar__plus_02_dot_02_bar__plus_00_dot_55 loc_bar__minus_8_bar_4_bar_3_bar_0)
        (cleanable Bowl_bar__minus_02_dot_61_bar__plus_02_dot_02_bar__plus_00_dot_55)
        (coolable Bowl_bar__minus_02_dot_61_bar__plus_02_dot_02_bar__plus_00_dot_55)
        (pickupable Bowl_bar__minus_02_dot_61_bar__plus_02_dot_02_bar__plus_00_dot_55)
        (isReceptacleObject Bowl_bar__minus_02_dot_61_bar__plus_02_dot_02_bar__plus_00_dot_55)
        (objectType Bread_bar__minus_02_dot_60_bar__plus_00_dot_84_bar__plus_01_dot_23 BreadType)
        (inReceptacle Bread_bar__minus_02_dot_60_bar__plus_00_dot_84_bar__plus_01_dot_23 Microwave_bar__minus_02_dot_80_bar__plus_00_dot_81_bar__plus_01_dot_35)
        (objectAtLocation Bread_bar__minus_02_dot_60_bar__plus_00_dot_84_bar__plus_01_dot_23 loc_bar__minus_8_bar_5_bar_3_bar_30)
        (heatable Bread_bar__minus_02_dot_60_bar__plus_00_dot_84_bar__plus_01_dot_23)
        (coolable Bread_bar__minus_02_dot_60_bar__plus_00_dot_84_bar__plus_01_dot_23)
        (sliceable Bread_bar__minus_02_dot_60_bar__plus_00_dot_84_bar__plus_01_dot_23)
        (pickupable Bread_bar__minus_02_dot_60_bar__plus_00_dot_84_bar__plus_01_dot_23)
        (canContain CabinetType BowlType)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType PotType)
        (canContain CabinetType SaltShakerType)
        (canContain CounterTopType BowlType)
        (canContain CounterTopType BreadType)
        (canContain CounterTopType EggType)
        (canContain CounterTopType PepperShakerType)
        (canContain CounterTopType PotType)
        (canContain CounterTopType PotatoType)
        (canContain CounterTopType SaltShakerType)
        (canContain CounterTopType SpatulaType)
        (canContain DrawerType PepperShakerType)
        (canContain DrawerType SaltShakerType)
        (canContain DrawerType SpatulaType)
        (canContain FridgeType BowlType)
        (canContain FridgeType BreadType)
        (canContain FridgeType EggType)
        (canContain FridgeType PotType)
        (canContain FridgeType PotatoType)
        (canContain GarbageCanType BreadType)
        (canContain GarbageCanType EggType)
        (canContain GarbageCanType PotatoType)
        (canContain MicrowaveType BowlType)
        (canContain MicrowaveType BreadType)
        (canContain MicrowaveType EggType)
        (canContain MicrowaveType PotatoType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType PotType)
        (canContain SinkBasinType PotatoType)
        (canContain SinkBasinType SpatulaType)
        (canContain StoveBurnerType PotType)
        (atLocation agent1 loc_bar__minus_8_bar_6_bar_0_bar_30)
    )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o EggType)
                            (receptacleType ?r CounterTopType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    