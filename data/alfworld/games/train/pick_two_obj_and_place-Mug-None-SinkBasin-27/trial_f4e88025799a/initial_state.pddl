(define (problem plan_trial_f4e88025799a)
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
        Mug_bar__minus_00_dot_57_bar__plus_00_dot_95_bar__plus_01_dot_95 - object
        Mug_bar__plus_02_dot_28_bar__plus_00_dot_29_bar__minus_00_dot_36 - object
        PepperShaker_bar__plus_02_dot_46_bar__plus_01_dot_04_bar__plus_00_dot_81 - object
        PepperShaker_bar__plus_01_dot_95_bar__plus_01_dot_96_bar__plus_00_dot_36 - object
        Bowl_bar__plus_02_dot_11_bar__plus_01_dot_20_bar__plus_00_dot_56 - object
        Lettuce_bar__minus_00_dot_29_bar__plus_00_dot_10_bar__plus_01_dot_04 - object
        Pot_bar__minus_00_dot_31_bar__plus_00_dot_27_bar__plus_01_dot_13 - object
        Cabinet_bar__plus_00_dot_13_bar__plus_00_dot_39_bar__plus_01_dot_77 - receptacle
        Cabinet_bar__plus_00_dot_35_bar__plus_00_dot_39_bar__plus_02_dot_36 - receptacle
        Cabinet_bar__plus_01_dot_51_bar__plus_00_dot_39_bar__plus_02_dot_36 - receptacle
        Cabinet_bar__plus_01_dot_76_bar__plus_00_dot_39_bar__plus_00_dot_87 - receptacle
        Cabinet_bar__plus_01_dot_76_bar__plus_00_dot_39_bar__plus_02_dot_35 - receptacle
        Cabinet_bar__plus_02_dot_04_bar__plus_01_dot_81_bar__plus_00_dot_28 - receptacle
        Cabinet_bar__plus_02_dot_04_bar__plus_01_dot_81_bar__plus_00_dot_87 - receptacle
        Cabinet_bar__plus_02_dot_04_bar__plus_02_dot_11_bar__plus_00_dot_89 - receptacle
        Cabinet_bar__plus_02_dot_04_bar__plus_02_dot_11_bar__plus_01_dot_77 - receptacle
        CounterTop_bar__plus_01_dot_07_bar__plus_00_dot_97_bar__plus_02_dot_67 - receptacle
        CounterTop_bar__plus_02_dot_06_bar__plus_00_dot_97_bar__plus_00_dot_58 - receptacle
        DiningTable_bar__minus_00_dot_21_bar__plus_00_dot_02_bar__plus_00_dot_88 - receptacle
        Drawer_bar__plus_01_dot_91_bar__plus_00_dot_77_bar__plus_02_dot_06 - receptacle
        Drawer_bar__plus_02_dot_17_bar__plus_00_dot_77_bar__plus_00_dot_58 - receptacle
        Drawer_bar__minus_00_dot_02_bar__plus_00_dot_77_bar__plus_02_dot_06 - receptacle
        Fridge_bar__plus_02_dot_10_bar__plus_00_dot_00_bar__minus_00_dot_28 - receptacle
        GarbageCan_bar__minus_00_dot_33_bar__plus_00_dot_00_bar__minus_00_dot_80 - receptacle
        Microwave_bar__minus_00_dot_31_bar__plus_00_dot_93_bar__plus_02_dot_08 - receptacle
        Sink_bar__plus_00_dot_94_bar__plus_00_dot_94_bar__plus_02_dot_65_bar_SinkBasin - receptacle
        CoffeeMachine_bar__plus_00_dot_69_bar__plus_01_dot_28_bar__plus_02_dot_22 - receptacle
        StoveBurner_bar__plus_02_dot_12_bar__plus_01_dot_64_bar__plus_02_dot_65 - receptacle
        Toaster_bar__plus_00_dot_76_bar__plus_00_dot_00_bar__plus_01_dot_51 - receptacle
        loc_bar_2_bar_3_bar_3_bar_30 - location
        loc_bar_2_bar_8_bar_3_bar_30 - location
        loc_bar_3_bar__minus_1_bar_3_bar_30 - location
        loc_bar_3_bar_4_bar_1_bar_30 - location
        loc_bar_3_bar_5_bar_1_bar_0 - location
        loc_bar_3_bar_6_bar_0_bar_30 - location
        loc_bar_3_bar_6_bar_1_bar_0 - location
        loc_bar_3_bar_6_bar_1_bar_30 - location
        loc_bar_3_bar_6_bar_2_bar_15 - location
        loc_bar_3_bar_8_bar_3_bar_30 - location
        loc_bar_3_bar_9_bar_0_bar_60 - location
        loc_bar_4_bar_3_bar_1_bar_30 - location
        loc_bar_4_bar_6_bar_0_bar_30 - location
        loc_bar_4_bar_7_bar_3_bar_30 - location
        loc_bar_4_bar_8_bar_0_bar_30 - location
        loc_bar_4_bar_8_bar_1_bar_30 - location
        loc_bar_5_bar__minus_1_bar_1_bar_30 - location
        loc_bar_5_bar_1_bar_1_bar_0 - location
        loc_bar_5_bar_2_bar_1_bar_0 - location
        loc_bar_5_bar_2_bar_1_bar_30 - location
        loc_bar_5_bar_7_bar_1_bar_30 - location
        loc_bar_6_bar_6_bar_0_bar_30 - location
        loc_bar_8_bar_11_bar_3_bar_60 - location
    )
(:init
        (receptacleType Cabinet_bar__plus_00_dot_13_bar__plus_00_dot_39_bar__plus_01_dot_77 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_13_bar__plus_00_dot_39_bar__plus_01_dot_77 loc_bar_4_bar_7_bar_3_bar_30)
        (openable Cabinet_bar__plus_00_dot_13_bar__plus_00_dot_39_bar__plus_01_dot_77)
        (receptacleType Cabinet_bar__plus_00_dot_35_bar__plus_00_dot_39_bar__plus_02_dot_36 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_35_bar__plus_00_dot_39_bar__plus_02_dot_36 loc_bar_4_bar_6_bar_0_bar_30)
        (openable Cabinet_bar__plus_00_dot_35_bar__plus_00_dot_39_bar__plus_02_dot_36)
        (receptacleType Cabinet_bar__plus_01_dot_51_bar__plus_00_dot_39_bar__plus_02_dot_36 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_51_bar__plus_00_dot_39_bar__plus_02_dot_36 loc_bar_3_bar_6_bar_0_bar_30)
        (openable Cabinet_bar__plus_01_dot_51_bar__plus_00_dot_39_bar__plus_02_dot_36)
        (receptacleType Cabinet_bar__plus_01_dot_76_bar__plus_00_dot_39_bar__plus_00_dot_87 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_76_bar__plus_00_dot_39_bar__plus_00_dot_87 loc_bar_3_bar_4_bar_1_bar_30)
        (openable Cabinet_bar__plus_01_dot_76_bar__plus_00_dot_39_bar__plus_00_dot_87)
        (receptacleType Cabinet_bar__plus_01_dot_76_bar__plus_00_dot_39_bar__plus_02_dot_35 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_76_bar__plus_00_dot_39_bar__plus_02_dot_35 loc_bar_3_bar_6_bar_1_bar_30)
        (openable Cabinet_bar__plus_01_dot_76_bar__plus_00_dot_39_bar__plus_02_dot_35)
        (receptacleType Cabinet_bar__plus_02_dot_04_bar__plus_01_dot_81_bar__plus_00_dot_28 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_04_bar__plus_01_dot_81_bar__plus_00_dot_28 loc_bar_5_bar_1_bar_1_bar_0)
        (openable Cabinet_bar__plus_02_dot_04_bar__plus_01_dot_81_bar__plus_00_dot_28)
        (receptacleType Cabinet_bar__plus_02_dot_04_bar__plus_01_dot_81_bar__plus_00_dot_87 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_04_bar__plus_01_dot_81_bar__plus_00_dot_87 loc_bar_5_bar_2_bar_1_bar_0)
        (openable Cabinet_bar__plus_02_dot_04_bar__plus_01_dot_81_bar__plus_00_dot_87)
        (receptacleType Cabinet_bar__plus_02_dot_04_bar__plus_02_dot_11_bar__plus_00_dot_89 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_04_bar__plus_02_dot_11_bar__plus_00_dot_89 loc_bar_3_bar_6_bar_1_bar_0)
        (openable Cabinet_bar__plus_02_dot_04_bar__plus_02_dot_11_bar__plus_00_dot_89)
        (receptacleType Cabinet_bar__plus_02_dot_04_bar__plus_02_dot_11_bar__plus_01_dot_77 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_04_bar__plus_02_dot_11_bar__plus_01_dot_77 loc_bar_3_bar_5_bar_1_bar_0)
        (openable Cabinet_bar__plus_02_dot_04_bar__plus_02_dot_11_bar__plus_01_dot_77)
        (receptacleType CounterTop_bar__plus_01_dot_07_bar__plus_00_dot_97_bar__plus_02_dot_67 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_07_bar__plus_00_dot_97_bar__plus_02_dot_67 loc_bar_5_bar_7_bar_1_bar_30)
        (receptacleType CounterTop_bar__plus_02_dot_06_bar__plus_00_dot_97_bar__plus_00_dot_58 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_02_dot_06_bar__plus_00_dot_97_bar__plus_00_dot_58 loc_bar_5_bar_2_bar_1_bar_30)
        (receptacleType DiningTable_bar__minus_00_dot_21_bar__plus_00_dot_02_bar__plus_00_dot_88 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_00_dot_21_bar__plus_00_dot_02_bar__plus_00_dot_88 loc_bar_2_bar_3_bar_3_bar_30)
        (receptacleType Drawer_bar__plus_01_dot_91_bar__plus_00_dot_77_bar__plus_02_dot_06 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_01_dot_91_bar__plus_00_dot_77_bar__plus_02_dot_06 loc_bar_4_bar_8_bar_1_bar_30)
        (openable Drawer_bar__plus_01_dot_91_bar__plus_00_dot_77_bar__plus_02_dot_06)
        (receptacleType Drawer_bar__plus_02_dot_17_bar__plus_00_dot_77_bar__plus_00_dot_58 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_17_bar__plus_00_dot_77_bar__plus_00_dot_58 loc_bar_4_bar_3_bar_1_bar_30)
        (openable Drawer_bar__plus_02_dot_17_bar__plus_00_dot_77_bar__plus_00_dot_58)
        (receptacleType Drawer_bar__minus_00_dot_02_bar__plus_00_dot_77_bar__plus_02_dot_06 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_02_bar__plus_00_dot_77_bar__plus_02_dot_06 loc_bar_3_bar_8_bar_3_bar_30)
        (openable Drawer_bar__minus_00_dot_02_bar__plus_00_dot_77_bar__plus_02_dot_06)
        (receptacleType Fridge_bar__plus_02_dot_10_bar__plus_00_dot_00_bar__minus_00_dot_28 FridgeType)
        (receptacleAtLocation Fridge_bar__plus_02_dot_10_bar__plus_00_dot_00_bar__minus_00_dot_28 loc_bar_5_bar__minus_1_bar_1_bar_30)
        (openable Fridge_bar__plus_02_dot_10_bar__plus_00_dot_00_bar__minus_00_dot_28)
        (receptacleType GarbageCan_bar__minus_00_dot_33_bar__plus_00_dot_00_bar__minus_00_dot_80 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__minus_00_dot_33_bar__plus_00_dot_00_bar__minus_00_dot_80 loc_bar_3_bar__minus_1_bar_3_bar_30)
        (receptacleType Microwave_bar__minus_00_dot_31_bar__plus_00_dot_93_bar__plus_02_dot_08 MicrowaveType)
        (receptacleAtLocation Microwave_bar__minus_00_dot_31_bar__plus_00_dot_93_bar__plus_02_dot_08 loc_bar_2_bar_8_bar_3_bar_30)
        (openable Microwave_bar__minus_00_dot_31_bar__plus_00_dot_93_bar__plus_02_dot_08)
        (receptacleType Sink_bar__plus_00_dot_94_bar__plus_00_dot_94_bar__plus_02_dot_65_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__plus_00_dot_94_bar__plus_00_dot_94_bar__plus_02_dot_65_bar_SinkBasin loc_bar_4_bar_8_bar_0_bar_30)
        (receptacleType CoffeeMachine_bar__plus_00_dot_69_bar__plus_01_dot_28_bar__plus_02_dot_22 CoffeeMachineType)
        (receptacleAtLocation CoffeeMachine_bar__plus_00_dot_69_bar__plus_01_dot_28_bar__plus_02_dot_22 loc_bar_3_bar_9_bar_0_bar_60)
        (receptacleType StoveBurner_bar__plus_02_dot_12_bar__plus_01_dot_64_bar__plus_02_dot_65 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar__plus_02_dot_12_bar__plus_01_dot_64_bar__plus_02_dot_65 loc_bar_8_bar_11_bar_3_bar_60)
        (receptacleType Toaster_bar__plus_00_dot_76_bar__plus_00_dot_00_bar__plus_01_dot_51 ToasterType)
        (receptacleAtLocation Toaster_bar__plus_00_dot_76_bar__plus_00_dot_00_bar__plus_01_dot_51 loc_bar_3_bar_6_bar_2_bar_15)
        (objectType Mug_bar__minus_00_dot_57_bar__plus_00_dot_95_bar__plus_01_dot_95 MugType)
        (inReceptacle Mug_bar__minus_00_dot_57_bar__plus_00_dot_95_bar__plus_01_dot_95 Microwave_bar__minus_00_dot_31_bar__plus_00_dot_93_bar__plus_02_dot_08)
        (objectAtLocation Mug_bar__minus_00_dot_57_bar__plus_00_dot_95_bar__plus_01_dot_95 loc_bar_2_bar_8_bar_3_bar_30)
        (cleanable Mug_bar__minus_00_dot_57_bar__plus_00_dot_95_bar__plus_01_dot_95)
        (heatable Mug_bar__minus_00_dot_57_bar__plus_00_dot_95_bar__plus_01_dot_95)
        (coolable Mug_bar__minus_00_dot_57_bar__plus_00_dot_95_bar__plus_01_dot_95)
        (pickupable Mug_bar__minus_00_dot_57_bar__plus_00_dot_95_bar__plus_01_dot_95)
        (isReceptacleObject Mug_bar__minus_00_dot_57_bar__plus_00_dot_95_bar__plus_01_dot_95)
        (objectType Mug_bar__plus_02_dot_28_bar__plus_00_dot_29_bar__minus_00_dot_36 MugType)
        (inReceptacle Mug_bar__plus_02_dot_28_bar__plus_00_dot_29_bar__minus_00_dot_36 Fridge_bar__plus_02_dot_10_bar__plus_00_dot_00_bar__minus_00_dot_28)
        (objectAtLocation Mug_bar__plus_02_dot_28_bar__plus_00_dot_29_bar__minus_00_dot_36 loc_bar_5_bar__minus_1_bar_1_bar_30)
        (cleanable Mug_bar__plus_02_dot_28_bar__plus_00_dot_29_bar__minus_00_dot_36)
        (heatable Mug_bar__plus_02_dot_28_bar__plus_00_dot_29_bar__minus_00_dot_36)
        (coolable Mug_bar__plus_02_dot_28_bar__plus_00_dot_29_bar__minus_00_dot_36)
        (pickupable Mug_bar__plus_02_dot_28_bar__plus_00_dot_29_bar__minus_00_dot_36)
        (isReceptacleObject Mug_bar__plus_02_dot_28_bar__plus_00_dot_29_bar__minus_00_dot_36)
        (objectType PepperShaker_bar__plus_02_dot_46_bar__plus_01_dot_04_bar__plus_00_dot_81 PepperShakerType)
        (inReceptacle PepperShaker_bar__plus_02_dot_46_bar__plus_01_dot_04_bar__plus_00_dot_81 Drawer_bar__plus_02_dot_17_bar__plus_00_dot_77_bar__plus_00_dot_58)
        (objectAtLocation PepperShaker_bar__plus_02_dot_46_bar__plus_01_dot_04_bar__plus_00_dot_81 loc_bar_4_bar_3_bar_1_bar_30)
        (pickupable PepperShaker_bar__plus_02_dot_46_bar__plus_01_dot_04_bar__plus_00_dot_81)
        (objectType PepperShaker_bar__plus_01_dot_95_bar__plus_01_dot_96_bar__plus_00_dot_36 PepperShakerType)
        (inReceptacle PepperShaker_bar__plus_01_dot_95_bar__plus_01_dot_96_bar__plus_00_dot_36 Cabinet_bar__plus_02_dot_04_bar__plus_01_dot_81_bar__plus_00_dot_28)
        (objectAtLocation PepperShaker_bar__plus_01_dot_95_bar__plus_01_dot_96_bar__plus_00_dot_36 loc_bar_5_bar_1_bar_1_bar_0)
        (pickupable PepperShaker_bar__plus_01_dot_95_bar__plus_01_dot_96_bar__plus_00_dot_36)
        (objectType Bowl_bar__plus_02_dot_11_bar__plus_01_dot_20_bar__plus_00_dot_56 BowlType)
        (inReceptacle Bowl_bar__plus_02_dot_11_bar__plus_01_dot_20_bar__plus_00_dot_56 CounterTop_bar__plus_02_dot_06_bar__plus_00_dot_97_bar__plus_00_dot_58)
        (objectAtLocation Bowl_bar__plus_02_dot_11_bar__plus_01_dot_20_bar__plus_00_dot_56 loc_bar_5_bar_2_bar_1_bar_30)
        (cleanable Bowl_bar__plus_02_dot_11_bar__plus_01_dot_20_bar__plus_00_dot_56)
        (coolable Bowl_bar__plus_02_dot_11_bar__plus_01_dot_20_bar__plus_00_dot_56)
        (pickupable Bowl_bar__plus_02_dot_11_bar__plus_01_dot_20_bar__plus_00_dot_56)
        (isReceptacleObject Bowl_bar__plus_02_dot_11_bar__plus_01_dot_20_bar__plus_00_dot_56)
        (objectType Lettuce_bar__minus_00_dot_29_bar__plus_00_dot_10_bar__plus_01_dot_04 LettuceType)
        (inReceptacle Lettuce_bar__minus_00_dot_29_bar__plus_00_dot_10_bar__plus_01_dot_04 DiningTable_bar__minus_00_dot_21_bar__plus_00_dot_02_bar__plus_00_dot_88)
        (objectAtLocation Lettuce_bar__minus_00_dot_29_bar__plus_00_dot_10_bar__plus_01_dot_04 loc_bar_2_bar_3_bar_3_bar_30)
        (cleanable Lettuce_bar__minus_00_dot_29_bar__plus_00_dot_10_bar__plus_01_dot_04)
        (coolable Lettuce_bar__minus_00_dot_29_bar__plus_00_dot_10_bar__plus_01_dot_04)
        (sliceable Lettuce_bar__minus_00_dot_29_bar__plus_00_dot_10_bar__plus_01_dot_04)
        (pickupable Lettuce_bar__minus_00_dot_29_bar__plus_00_dot_10_bar__plus_01_dot_04)
        (objectType Pot_bar__minus_00_dot_31_bar__plus_00_dot_27_bar__plus_01_dot_13 PotType)
        (inReceptacle Pot_bar__minus_00_dot_31_bar__plus_00_dot_27_bar__plus_01_dot_13 DiningTable_bar__minus_00_dot_21_bar__plus_00_dot_02_bar__plus_00_dot_88)
        (objectAtLocation Pot_bar__minus_00_dot_31_bar__plus_00_dot_27_bar__plus_01_dot_13 loc_bar_2_bar_3_bar_3_bar_30)
        (cleanable Pot_bar__minus_00_dot_31_bar__plus_00_dot_27_bar__plus_01_dot_13)
        (coolable Pot_bar__minus_00_dot_31_bar__plus_00_dot_27_bar__plus_01_dot_13)
        (pickupable Pot_bar__minus_00_dot_31_bar__plus_00_dot_27_bar__plus_01_dot_13)
        (isReceptacleObject Pot_bar__minus_00_dot_31_bar__plus_00_dot_27_bar__plus_01_dot_13)
        (canContain CabinetType BowlType)
        (canContain CabinetType MugType)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType PotType)
        (canContain CoffeeMachineType MugType)
        (canContain CounterTopType BowlType)
        (canContain CounterTopType LettuceType)
        (canContain CounterTopType MugType)
        (canContain CounterTopType PepperShakerType)
        (canContain CounterTopType PotType)
        (canContain DiningTableType BowlType)
        (canContain DiningTableType LettuceType)
        (canContain DiningTableType MugType)
        (canContain DiningTableType PepperShakerType)
        (canContain DiningTableType PotType)
        (canContain DrawerType PepperShakerType)
        (canContain FridgeType BowlType)
        (canContain FridgeType LettuceType)
        (canContain FridgeType MugType)
        (canContain FridgeType PotType)
        (canContain GarbageCanType LettuceType)
        (canContain MicrowaveType BowlType)
        (canContain MicrowaveType MugType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType LettuceType)
        (canContain SinkBasinType MugType)
        (canContain SinkBasinType PotType)
        (canContain StoveBurnerType PotType)
        (atLocation agent1 loc_bar_6_bar_6_bar_0_bar_30)
    )

                (:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 MugType)
                                    (receptacleType ?r SinkBasinType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 MugType)
                                            (receptacleType ?r SinkBasinType)
                                            (inReceptacle ?o2 ?r)
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
            