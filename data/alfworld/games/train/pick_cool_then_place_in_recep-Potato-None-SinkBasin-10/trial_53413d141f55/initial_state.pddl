(define (problem plan_trial_53413d141f55)
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
        Potato_bar__minus_01_dot_39_bar__plus_01_dot_01_bar__minus_00_dot_57 - object
        Potato_bar__plus_01_dot_16_bar__plus_01_dot_11_bar__minus_00_dot_27 - object
        Potato_bar__minus_01_dot_47_bar__plus_01_dot_16_bar__minus_00_dot_51 - object
        ButterKnife_bar__minus_00_dot_74_bar__plus_01_dot_10_bar__minus_00_dot_94 - object
        ButterKnife_bar__plus_00_dot_94_bar__plus_01_dot_20_bar__minus_00_dot_42 - object
        Egg_bar__minus_01_dot_07_bar__plus_00_dot_18_bar__plus_00_dot_42 - object
        Egg_bar__plus_01_dot_20_bar__plus_01_dot_70_bar__minus_01_dot_01 - object
        Pot_bar__minus_01_dot_93_bar__plus_00_dot_75_bar__plus_02_dot_75 - object
        Pot_bar__minus_01_dot_48_bar__plus_00_dot_89_bar__plus_02_dot_67 - object
        SaltShaker_bar__minus_01_dot_46_bar__plus_01_dot_12_bar__plus_02_dot_87 - object
        SaltShaker_bar__plus_00_dot_68_bar__plus_02_dot_18_bar__minus_02_dot_16 - object
        Lettuce_bar__minus_01_dot_08_bar__plus_01_dot_01_bar__minus_00_dot_47 - object
        Glassbottle_bar__plus_00_dot_74_bar__plus_00_dot_29_bar__plus_01_dot_25 - object
        SoapBottle_bar__plus_00_dot_64_bar__plus_00_dot_54_bar__plus_00_dot_41 - object
        SoapBottle_bar__plus_00_dot_71_bar__plus_00_dot_65_bar__minus_01_dot_58 - object
        Cabinet_bar__plus_00_dot_65_bar__plus_00_dot_48_bar__plus_00_dot_24 - receptacle
        Cabinet_bar__plus_00_dot_65_bar__plus_00_dot_48_bar__minus_01_dot_72 - receptacle
        Cabinet_bar__plus_00_dot_95_bar__plus_02_dot_16_bar__minus_02_dot_38 - receptacle
        CounterTop_bar__plus_00_dot_93_bar__plus_00_dot_95_bar__minus_00_dot_21 - receptacle
        CounterTop_bar__plus_00_dot_93_bar__plus_00_dot_95_bar__minus_02_dot_05 - receptacle
        CounterTop_bar__minus_01_dot_24_bar__plus_00_dot_97_bar__minus_00_dot_64 - receptacle
        Drawer_bar__plus_00_dot_64_bar__plus_00_dot_27_bar__minus_00_dot_65 - receptacle
        Drawer_bar__plus_00_dot_64_bar__plus_00_dot_55_bar__minus_00_dot_65 - receptacle
        Drawer_bar__plus_00_dot_64_bar__plus_00_dot_76_bar__minus_00_dot_65 - receptacle
        Fridge_bar__plus_00_dot_97_bar__plus_00_dot_00_bar__plus_01_dot_25 - receptacle
        GarbageCan_bar__minus_00_dot_95_bar__plus_00_dot_00_bar__plus_00_dot_58 - receptacle
        Microwave_bar__plus_01_dot_04_bar__plus_01_dot_68_bar__minus_01_dot_30 - receptacle
        Shelf_bar__minus_01_dot_69_bar__plus_00_dot_16_bar__plus_02_dot_72 - receptacle
        Shelf_bar__minus_01_dot_69_bar__plus_00_dot_54_bar__plus_02_dot_72 - receptacle
        Shelf_bar__minus_01_dot_69_bar__plus_00_dot_87_bar__plus_02_dot_72 - receptacle
        Sink_bar__minus_00_dot_70_bar__plus_00_dot_93_bar__minus_00_dot_65_bar_SinkBasin - receptacle
        CoffeeMachine_bar__plus_00_dot_99_bar__plus_02_dot_02_bar__minus_01_dot_06 - receptacle
        StoveBurner_bar__minus_00_dot_08_bar__plus_01_dot_09_bar__minus_01_dot_49 - receptacle
        Toaster_bar__minus_00_dot_20_bar__plus_01_dot_51_bar__plus_00_dot_82 - receptacle
        loc_bar__minus_1_bar__minus_8_bar_2_bar_30 - location
        loc_bar__minus_1_bar_3_bar_1_bar_30 - location
        loc_bar__minus_1_bar_3_bar_2_bar_45 - location
        loc_bar__minus_3_bar__minus_8_bar_0_bar_30 - location
        loc_bar__minus_6_bar_6_bar_0_bar_30 - location
        loc_bar__minus_9_bar_6_bar_0_bar_30 - location
        loc_bar__minus_9_bar_7_bar_0_bar_30 - location
        loc_bar_0_bar__minus_3_bar_3_bar_30 - location
        loc_bar_0_bar__minus_4_bar_1_bar_30 - location
        loc_bar_0_bar__minus_6_bar_0_bar_30 - location
        loc_bar_0_bar__minus_6_bar_3_bar_0 - location
        loc_bar_0_bar__minus_8_bar_1_bar_30 - location
        loc_bar_0_bar_4_bar_3_bar_30 - location
        loc_bar_0_bar_5_bar_1_bar_0 - location
        loc_bar_1_bar__minus_1_bar_1_bar_30 - location
        loc_bar_1_bar__minus_5_bar_1_bar_0 - location
        loc_bar_1_bar__minus_6_bar_0_bar_30 - location
        loc_bar_1_bar__minus_8_bar_1_bar__minus_30 - location
        loc_bar_1_bar__minus_8_bar_1_bar_30 - location
        loc_bar_4_bar__minus_4_bar_1_bar_60 - location
    )
(:init
        (receptacleType Cabinet_bar__plus_00_dot_65_bar__plus_00_dot_48_bar__plus_00_dot_24 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_65_bar__plus_00_dot_48_bar__plus_00_dot_24 loc_bar__minus_1_bar_3_bar_1_bar_30)
        (openable Cabinet_bar__plus_00_dot_65_bar__plus_00_dot_48_bar__plus_00_dot_24)
        (receptacleType Cabinet_bar__plus_00_dot_65_bar__plus_00_dot_48_bar__minus_01_dot_72 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_65_bar__plus_00_dot_48_bar__minus_01_dot_72 loc_bar_0_bar__minus_8_bar_1_bar_30)
        (openable Cabinet_bar__plus_00_dot_65_bar__plus_00_dot_48_bar__minus_01_dot_72)
        (receptacleType Cabinet_bar__plus_00_dot_95_bar__plus_02_dot_16_bar__minus_02_dot_38 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_95_bar__plus_02_dot_16_bar__minus_02_dot_38 loc_bar_1_bar__minus_8_bar_1_bar__minus_30)
        (openable Cabinet_bar__plus_00_dot_95_bar__plus_02_dot_16_bar__minus_02_dot_38)
        (receptacleType CounterTop_bar__plus_00_dot_93_bar__plus_00_dot_95_bar__minus_00_dot_21 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_00_dot_93_bar__plus_00_dot_95_bar__minus_00_dot_21 loc_bar_1_bar__minus_1_bar_1_bar_30)
        (receptacleType CounterTop_bar__plus_00_dot_93_bar__plus_00_dot_95_bar__minus_02_dot_05 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_00_dot_93_bar__plus_00_dot_95_bar__minus_02_dot_05 loc_bar_1_bar__minus_8_bar_1_bar_30)
        (receptacleType CounterTop_bar__minus_01_dot_24_bar__plus_00_dot_97_bar__minus_00_dot_64 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_01_dot_24_bar__plus_00_dot_97_bar__minus_00_dot_64 loc_bar__minus_3_bar__minus_8_bar_0_bar_30)
        (receptacleType Drawer_bar__plus_00_dot_64_bar__plus_00_dot_27_bar__minus_00_dot_65 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_64_bar__plus_00_dot_27_bar__minus_00_dot_65 loc_bar_0_bar__minus_6_bar_0_bar_30)
        (openable Drawer_bar__plus_00_dot_64_bar__plus_00_dot_27_bar__minus_00_dot_65)
        (receptacleType Drawer_bar__plus_00_dot_64_bar__plus_00_dot_55_bar__minus_00_dot_65 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_64_bar__plus_00_dot_55_bar__minus_00_dot_65 loc_bar_1_bar__minus_6_bar_0_bar_30)
        (openable Drawer_bar__plus_00_dot_64_bar__plus_00_dot_55_bar__minus_00_dot_65)
        (receptacleType Drawer_bar__plus_00_dot_64_bar__plus_00_dot_76_bar__minus_00_dot_65 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_64_bar__plus_00_dot_76_bar__minus_00_dot_65 loc_bar_0_bar__minus_4_bar_1_bar_30)
        (openable Drawer_bar__plus_00_dot_64_bar__plus_00_dot_76_bar__minus_00_dot_65)
        (receptacleType Fridge_bar__plus_00_dot_97_bar__plus_00_dot_00_bar__plus_01_dot_25 FridgeType)
        (receptacleAtLocation Fridge_bar__plus_00_dot_97_bar__plus_00_dot_00_bar__plus_01_dot_25 loc_bar_0_bar_5_bar_1_bar_0)
        (openable Fridge_bar__plus_00_dot_97_bar__plus_00_dot_00_bar__plus_01_dot_25)
        (receptacleType GarbageCan_bar__minus_00_dot_95_bar__plus_00_dot_00_bar__plus_00_dot_58 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__minus_00_dot_95_bar__plus_00_dot_00_bar__plus_00_dot_58 loc_bar_0_bar_4_bar_3_bar_30)
        (receptacleType Microwave_bar__plus_01_dot_04_bar__plus_01_dot_68_bar__minus_01_dot_30 MicrowaveType)
        (receptacleAtLocation Microwave_bar__plus_01_dot_04_bar__plus_01_dot_68_bar__minus_01_dot_30 loc_bar_1_bar__minus_5_bar_1_bar_0)
        (openable Microwave_bar__plus_01_dot_04_bar__plus_01_dot_68_bar__minus_01_dot_30)
        (receptacleType Shelf_bar__minus_01_dot_69_bar__plus_00_dot_16_bar__plus_02_dot_72 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_01_dot_69_bar__plus_00_dot_16_bar__plus_02_dot_72 loc_bar__minus_6_bar_6_bar_0_bar_30)
        (receptacleType Shelf_bar__minus_01_dot_69_bar__plus_00_dot_54_bar__plus_02_dot_72 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_01_dot_69_bar__plus_00_dot_54_bar__plus_02_dot_72 loc_bar__minus_9_bar_6_bar_0_bar_30)
        (receptacleType Shelf_bar__minus_01_dot_69_bar__plus_00_dot_87_bar__plus_02_dot_72 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_01_dot_69_bar__plus_00_dot_87_bar__plus_02_dot_72 loc_bar__minus_9_bar_7_bar_0_bar_30)
        (receptacleType Sink_bar__minus_00_dot_70_bar__plus_00_dot_93_bar__minus_00_dot_65_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_00_dot_70_bar__plus_00_dot_93_bar__minus_00_dot_65_bar_SinkBasin loc_bar_0_bar__minus_3_bar_3_bar_30)
        (receptacleType CoffeeMachine_bar__plus_00_dot_99_bar__plus_02_dot_02_bar__minus_01_dot_06 CoffeeMachineType)
        (receptacleAtLocation CoffeeMachine_bar__plus_00_dot_99_bar__plus_02_dot_02_bar__minus_01_dot_06 loc_bar_4_bar__minus_4_bar_1_bar_60)
        (receptacleType StoveBurner_bar__minus_00_dot_08_bar__plus_01_dot_09_bar__minus_01_dot_49 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar__minus_00_dot_08_bar__plus_01_dot_09_bar__minus_01_dot_49 loc_bar_0_bar__minus_6_bar_3_bar_0)
        (receptacleType Toaster_bar__minus_00_dot_20_bar__plus_01_dot_51_bar__plus_00_dot_82 ToasterType)
        (receptacleAtLocation Toaster_bar__minus_00_dot_20_bar__plus_01_dot_51_bar__plus_00_dot_82 loc_bar__minus_1_bar_3_bar_2_bar_45)
        (objectType Potato_bar__minus_01_dot_39_bar__plus_01_dot_01_bar__minus_00_dot_57 PotatoType)
        (inReceptacle Potato_bar__minus_01_dot_39_bar__plus_01_dot_01_bar__minus_00_dot_57 CounterTop_bar__minus_01_dot_24_bar__plus_00_dot_97_bar__minus_00_dot_64)
        (objectAtLocation Potato_bar__minus_01_dot_39_bar__plus_01_dot_01_bar__minus_00_dot_57 loc_bar__minus_3_bar__minus_8_bar_0_bar_30)
        (cleanable Potato_bar__minus_01_dot_39_bar__plus_01_dot_01_bar__minus_00_dot_57)
        (heatable Potato_bar__minus_01_dot_39_bar__plus_01_dot_01_bar__minus_00_dot_57)
        (coolable Potato_bar__minus_01_dot_39_bar__plus_01_dot_01_bar__minus_00_dot_57)
        (sliceable Potato_bar__minus_01_dot_39_bar__plus_01_dot_01_bar__minus_00_dot_57)
        (pickupable Potato_bar__minus_01_dot_39_bar__plus_01_dot_01_bar__minus_00_dot_57)
        (objectType Potato_bar__plus_01_dot_16_bar__plus_01_dot_11_bar__minus_00_dot_27 PotatoType)
        (inReceptacle Potato_bar__plus_01_dot_16_bar__plus_01_dot_11_bar__minus_00_dot_27 CounterTop_bar__plus_00_dot_93_bar__plus_00_dot_95_bar__minus_00_dot_21)
        (objectAtLocation Potato_bar__plus_01_dot_16_bar__plus_01_dot_11_bar__minus_00_dot_27 loc_bar_1_bar__minus_1_bar_1_bar_30)
        (cleanable Potato_bar__plus_01_dot_16_bar__plus_01_dot_11_bar__minus_00_dot_27)
        (heatable Potato_bar__plus_01_dot_16_bar__plus_01_dot_11_bar__minus_00_dot_27)
        (coolable Potato_bar__plus_01_dot_16_bar__plus_01_dot_11_bar__minus_00_dot_27)
        (sliceable Potato_bar__plus_01_dot_16_bar__plus_01_dot_11_bar__minus_00_dot_27)
        (pickupable Potato_bar__plus_01_dot_16_bar__plus_01_dot_11_bar__minus_00_dot_27)
        (objectType Potato_bar__minus_01_dot_47_bar__plus_01_dot_16_bar__minus_00_dot_51 PotatoType)
        (inReceptacle Potato_bar__minus_01_dot_47_bar__plus_01_dot_16_bar__minus_00_dot_51 CounterTop_bar__minus_01_dot_24_bar__plus_00_dot_97_bar__minus_00_dot_64)
        (objectAtLocation Potato_bar__minus_01_dot_47_bar__plus_01_dot_16_bar__minus_00_dot_51 loc_bar__minus_3_bar__minus_8_bar_0_bar_30)
        (cleanable Potato_bar__minus_01_dot_47_bar__plus_01_dot_16_bar__minus_00_dot_51)
        (heatable Potato_bar__minus_01_dot_47_bar__plus_01_dot_16_bar__minus_00_dot_51)
        (coolable Potato_bar__minus_01_dot_47_bar__plus_01_dot_16_bar__minus_00_dot_51)
        (sliceable Potato_bar__minus_01_dot_47_bar__plus_01_dot_16_bar__minus_00_dot_51)
        (pickupable Potato_bar__minus_01_dot_47_bar__plus_01_dot_16_bar__minus_00_dot_51)
        (objectType ButterKnife_bar__minus_00_dot_74_bar__plus_01_dot_10_bar__minus_00_dot_94 ButterKnifeType)
        (inReceptacle ButterKnife_bar__minus_00_dot_74_bar__plus_01_dot_10_bar__minus_00_dot_94 Sink_bar__minus_00_dot_70_bar__plus_00_dot_93_bar__minus_00_dot_65_bar_SinkBasin)
        (objectAtLocation ButterKnife_bar__minus_00_dot_74_bar__plus_01_dot_10_bar__minus_00_dot_94 loc_bar_0_bar__minus_3_bar_3_bar_30)
        (cleanable ButterKnife_bar__minus_00_dot_74_bar__plus_01_dot_10_bar__minus_00_dot_94)
        (pickupable ButterKnife_bar__minus_00_dot_74_bar__plus_01_dot_10_bar__minus_00_dot_94)
        (objectType ButterKnife_bar__plus_00_dot_94_bar__plus_01_dot_20_bar__minus_00_dot_42 ButterKnifeType)
        (inReceptacle ButterKnife_bar__plus_00_dot_94_bar__plus_01_dot_20_bar__minus_00_dot_42 CounterTop_bar__plus_00_dot_93_bar__plus_00_dot_95_bar__minus_00_dot_21)
        (objectAtLocation ButterKnife_bar__plus_00_dot_94_bar__plus_01_dot_20_bar__minus_00_dot_42 loc_bar_1_bar__minus_1_bar_1_bar_30)
        (cleanable ButterKnife_bar__plus_00_dot_94_bar__plus_01_dot_20_bar__minus_00_dot_42)
        (pickupable ButterKnife_bar__plus_00_dot_94_bar__plus_01_dot_20_bar__minus_00_dot_42)
        (objectType Egg_bar__minus_01_dot_07_bar__plus_00_dot_18_bar__plus_00_dot_42 EggType)
        (inReceptacle Egg_bar__minus_01_dot_07_bar__plus_00_dot_18_bar__plus_00_dot_42 GarbageCan_bar__minus_00_dot_95_bar__plus_00_dot_00_bar__plus_00_dot_58)
        (objectAtLocation Egg_bar__minus_01_dot_07_bar__plus_00_dot_18_bar__plus_00_dot_42 loc_bar_0_bar_4_bar_3_bar_30)
        (cleanable Egg_bar__minus_01_dot_07_bar__plus_00_dot_18_bar__plus_00_dot_42)
        (heatable Egg_bar__minus_01_dot_07_bar__plus_00_dot_18_bar__plus_00_dot_42)
        (coolable Egg_bar__minus_01_dot_07_bar__plus_00_dot_18_bar__plus_00_dot_42)
        (sliceable Egg_bar__minus_01_dot_07_bar__plus_00_dot_18_bar__plus_00_dot_42)
        (pickupable Egg_bar__minus_01_dot_07_bar__plus_00_dot_18_bar__plus_00_dot_42)
        (objectType Egg_bar__plus_01_dot_20_bar__plus_01_dot_70_bar__minus_01_dot_01 EggType)
        (inReceptacle Egg_bar__plus_01_dot_20_bar__plus_01_dot_70_bar__minus_01_dot_01 Microwave_bar__plus_01_dot_04_bar__plus_01_dot_68_bar__minus_01_dot_30)
        (objectAtLocation Egg_bar__plus_01_dot_20_bar__plus_01_dot_70_bar__minus_01_dot_01 loc_bar_1_bar__minus_5_bar_1_bar_0)
        (cleanable Egg_bar__plus_01_dot_20_bar__plus_01_dot_70_bar__minus_01_dot_01)
        (heatable Egg_bar__plus_01_dot_20_bar__plus_01_dot_70_bar__minus_01_dot_01)
        (coolable Egg_bar__plus_01_dot_20_bar__plus_01_dot_70_bar__minus_01_dot_01)
        (sliceable Egg_bar__plus_01_dot_20_bar__plus_01_dot_70_bar__minus_01_dot_01)
        (pickupable Egg_bar__plus_01_dot_20_bar__plus_01_dot_70_bar__minus_01_dot_01)
        (objectType Pot_bar__minus_01_dot_93_bar__plus_00_dot_75_bar__plus_02_dot_75 PotType)
        (inReceptacle Pot_bar__minus_01_dot_93_bar__plus_00_dot_75_bar__plus_02_dot_75 Shelf_bar__minus_01_dot_69_bar__plus_00_dot_54_bar__plus_02_dot_72)
        (objectAtLocation Pot_bar__minus_01_dot_93_bar__plus_00_dot_75_bar__plus_02_dot_75 loc_bar__minus_9_bar_6_bar_0_bar_30)
        (cleanable Pot_bar__minus_01_dot_93_bar__plus_00_dot_75_bar__plus_02_dot_75)
        (coolable Pot_bar__minus_01_dot_93_bar__plus_00_dot_75_bar__plus_02_dot_75)
        (pickupable Pot_bar__minus_01_dot_93_bar__plus_00_dot_75_bar__plus_02_dot_75)
        (isReceptacleObject Pot_bar__minus_01_dot_93_bar__plus_00_dot_75_bar__plus_02_dot_75)
        (objectType Pot_bar__minus_01_dot_48_bar__plus_00_dot_89_bar__plus_02_dot_67 PotType)
        (inReceptacle Pot_bar__minus_01_dot_48_bar__plus_00_dot_89_bar__plus_02_dot_67 Shelf_bar__minus_01_dot_69_bar__plus_00_dot_87_bar__plus_02_dot_72)
        (objectAtLocation Pot_bar__minus_01_dot_48_bar__plus_00_dot_89_bar__plus_02_dot_67 loc_bar__minus_9_bar_7_bar_0_bar_30)
        (cleanable Pot_bar__minus_01_dot_48_bar__plus_00_dot_89_bar__plus_02_dot_67)
        (coolable Pot_bar__minus_01_dot_48_bar__plus_00_dot_89_bar__plus_02_dot_67)
        (pickupable Pot_bar__minus_01_dot_48_bar__plus_00_dot_89_bar__plus_02_dot_67)
        (isReceptacleObject Pot_bar__minus_01_dot_48_bar__plus_00_dot_89_bar__plus_02_dot_67)
        (objectType SaltShaker_bar__minus_01_dot_46_bar__plus_01_dot_12_bar__plus_02_dot_87 SaltShakerType)
        (inReceptacle SaltShaker_bar__minus_01_dot_46_bar__plus_01_dot_12_bar__plus_02_dot_87 Shelf_bar__minus_01_dot_69_bar__plus_00_dot_87_bar__plus_02_dot_72)
        (objectAtLocation SaltShaker_bar__minus_01_dot_46_bar__plus_01_dot_12_bar__plus_02_dot_87 loc_bar__minus_9_bar_7_bar_0_bar_30)
        (pickupable SaltShaker_bar__minus_01_dot_46_bar__plus_01_dot_12_bar__plus_02_dot_87)
        (objectType SaltShaker_bar__plus_00_dot_68_bar__plus_02_dot_18_bar__minus_02_dot_16 SaltShakerType)
        (inReceptacle SaltShaker_bar__plus_00_dot_68_bar__plus_02_dot_18_bar__minus_02_dot_16 Cabinet_bar__plus_00_dot_95_bar__plus_02_dot_16_bar__minus_02_dot_38)
        (objectAtLocation SaltShaker_bar__plus_00_dot_68_bar__plus_02_dot_18_bar__minus_02_dot_16 loc_bar_1_bar__minus_8_bar_1_bar__minus_30)
        (pickupable SaltShaker_bar__plus_00_dot_68_bar__plus_02_dot_18_bar__minus_02_dot_16)
        (objectType Lettuce_bar__minus_01_dot_08_bar__plus_01_dot_01_bar__minus_00_dot_47 LettuceType)
        (inReceptacle Lettuce_bar__minus_01_dot_08_bar__plus_01_dot_01_bar__minus_00_dot_47 CounterTop_bar__minus_01_dot_24_bar__plus_00_dot_97_bar__minus_00_dot_64)
        (objectAtLocation Lettuce_bar__minus_01_dot_08_bar__plus_01_dot_01_bar__minus_00_dot_47 loc_bar__minus_3_bar__minus_8_bar_0_bar_30)
        (cleanable Lettuce_bar__minus_01_dot_08_bar__plus_01_dot_01_bar__minus_00_dot_47)
        (coolable Lettuce_bar__minus_01_dot_08_bar__plus_01_dot_01_bar__minus_00_dot_47)
        (sliceable Lettuce_bar__minus_01_dot_08_bar__plus_01_dot_01_bar__minus_00_dot_47)
        (pickupable Lettuce_bar__minus_01_dot_08_bar__plus_01_dot_01_bar__minus_00_dot_47)
        (objectType Glassbottle_bar__plus_00_dot_74_bar__plus_00_dot_29_bar__plus_01_dot_25 GlassbottleType)
        (inReceptacle Glassbottle_bar__plus_00_dot_74_bar__plus_00_dot_29_bar__plus_01_dot_25 Fridge_bar__plus_00_dot_97_bar__plus_00_dot_00_bar__plus_01_dot_25)
        (objectAtLocation Glassbottle_bar__plus_00_dot_74_bar__plus_00_dot_29_bar__plus_01_dot_25 loc_bar_0_bar_5_bar_1_bar_0)
        (pickupable Glassbottle_bar__plus_00_dot_74_bar__plus_00_dot_29_bar__plus_01_dot_25)
        (objectType SoapBottle_bar__plus_00_dot_64_bar__plus_00_dot_54_bar__plus_00_dot_41 SoapBottleType)
        (inReceptacle SoapBottle_bar__plus_00_dot_64_bar__plus_00_dot_54_bar__plus_00_dot_41 Cabinet_bar__plus_00_dot_65_bar__plus_00_dot_48_bar__plus_00_dot_24)
        (objectAtLocation SoapBottle_bar__plus_00_dot_64_bar__plus_00_dot_54_bar__plus_00_dot_41 loc_bar__minus_1_bar_3_bar_1_bar_30)
        (pickupable SoapBottle_bar__plus_00_dot_64_bar__plus_00_dot_54_bar__plus_00_dot_41)
        (objectType SoapBottle_bar__plus_00_dot_71_bar__plus_00_dot_65_bar__minus_01_dot_58 SoapBottleType)
        (inReceptacle SoapBottle_bar__plus_00_dot_71_bar__plus_00_dot_65_bar__minus_01_dot_58 Cabinet_bar__plus_00_dot_65_bar__plus_00_dot_48_bar__minus_01_dot_72)
        (objectAtLocation SoapBottle_bar__plus_00_dot_71_bar__plus_00_dot_65_bar__minus_01_dot_58 loc_bar_0_bar__minus_8_bar_1_bar_30)
        (pickupable SoapBottle_bar__plus_00_dot_71_bar__plus_00_dot_65_bar__minus_01_dot_58)
        (canContain CabinetType GlassbottleType)
        (canContain CabinetType PotType)
        (canContain CabinetType SaltShakerType)
        (canContain CabinetType SoapBottleType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType EggType)
        (canContain CounterTopType GlassbottleType)
        (canContain CounterTopType LettuceType)
        (canContain CounterTopType PotType)
        (canContain CounterTopType PotatoType)
        (canContain CounterTopType SaltShakerType)
        (canContain CounterTopType SoapBottleType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType SaltShakerType)
        (canContain DrawerType SoapBottleType)
        (canContain FridgeType EggType)
        (canContain FridgeType GlassbottleType)
        (canContain FridgeType LettuceType)
        (canContain FridgeType PotType)
        (canContain FridgeType PotatoType)
        (canContain GarbageCanType EggType)
        (canContain GarbageCanType LettuceType)
        (canContain GarbageCanType PotatoType)
        (canContain GarbageCanType SoapBottleType)
        (canContain MicrowaveType EggType)
        (canContain MicrowaveType GlassbottleType)
        (canContain MicrowaveType PotatoType)
        (canContain ShelfType GlassbottleType)
        (canContain ShelfType PotType)
        (canContain ShelfType SaltShakerType)
        (canContain ShelfType SoapBottleType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType GlassbottleType)
        (canContain SinkBasinType LettuceType)
        (canContain SinkBasinType PotType)
        (canContain SinkBasinType PotatoType)
        (canContain StoveBurnerType PotType)
        (atLocation agent1 loc_bar__minus_1_bar__minus_8_bar_2_bar_30)
    )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o PotatoType)
                            (receptacleType ?r SinkBasinType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    