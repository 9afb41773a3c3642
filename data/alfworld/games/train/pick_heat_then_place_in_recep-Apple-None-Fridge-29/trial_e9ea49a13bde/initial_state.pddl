(define (problem plan_trial_e9ea49a13bde)
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
        Apple_bar__plus_00_dot_75_bar__plus_01_dot_31_bar__plus_00_dot_61 - object
        Cup_bar__minus_01_dot_51_bar__plus_00_dot_02_bar__plus_02_dot_05 - object
        Pot_bar__plus_01_dot_21_bar__plus_00_dot_95_bar__plus_00_dot_29 - object
        Pot_bar__plus_01_dot_00_bar__plus_01_dot_17_bar__plus_00_dot_56 - object
        Bowl_bar__plus_02_dot_21_bar__plus_01_dot_56_bar__minus_01_dot_05 - object
        Bowl_bar__minus_01_dot_37_bar__plus_00_dot_61_bar__minus_01_dot_30 - object
        Knife_bar__plus_00_dot_89_bar__plus_01_dot_16_bar__plus_00_dot_60 - object
        Knife_bar__plus_00_dot_87_bar__plus_01_dot_09_bar__plus_00_dot_55 - object
        Mug_bar__minus_00_dot_07_bar__plus_01_dot_22_bar__minus_01_dot_56 - object
        Mug_bar__minus_00_dot_75_bar__plus_00_dot_52_bar__plus_00_dot_83 - object
        Spoon_bar__plus_01_dot_04_bar__plus_01_dot_30_bar__plus_00_dot_44 - object
        Spoon_bar__plus_00_dot_42_bar__plus_01_dot_15_bar__minus_01_dot_31 - object
        Lettuce_bar__plus_01_dot_02_bar__plus_01_dot_30_bar__plus_00_dot_13 - object
        Cabinet_bar__plus_01_dot_34_bar__plus_00_dot_59_bar__minus_01_dot_11 - receptacle
        Cabinet_bar__plus_01_dot_99_bar__plus_00_dot_59_bar__minus_01_dot_11 - receptacle
        Cabinet_bar__plus_01_dot_99_bar__plus_01_dot_40_bar__minus_01_dot_11 - receptacle
        Cabinet_bar__minus_00_dot_85_bar__plus_00_dot_59_bar__minus_01_dot_11 - receptacle
        Cabinet_bar__minus_01_dot_53_bar__plus_00_dot_59_bar__minus_01_dot_11 - receptacle
        Cabinet_bar__minus_01_dot_55_bar__plus_02_dot_00_bar__minus_01_dot_11 - receptacle
        CounterTop_bar__plus_00_dot_20_bar__plus_01_dot_08_bar__minus_01_dot_51 - receptacle
        CounterTop_bar__plus_00_dot_97_bar__plus_01_dot_08_bar__plus_00_dot_42 - receptacle
        Fridge_bar__minus_01_dot_29_bar__plus_00_dot_02_bar__plus_01_dot_83 - receptacle
        Microwave_bar__minus_01_dot_20_bar__plus_01_dot_61_bar__minus_01_dot_28 - receptacle
        Sink_bar__plus_00_dot_93_bar__plus_00_dot_94_bar__plus_00_dot_32_bar_SinkBasin - receptacle
        CoffeeMachine_bar__minus_00_dot_77_bar__plus_00_dot_33_bar__plus_00_dot_61 - receptacle
        GarbageCan_bar__minus_01_dot_44_bar__plus_00_dot_48_bar__minus_00_dot_83 - receptacle
        StoveBurner_bar__plus_00_dot_00_bar__plus_00_dot_55_bar__plus_00_dot_79 - receptacle
        Toaster_bar__plus_01_dot_53_bar__plus_00_dot_78_bar__minus_00_dot_49 - receptacle
        loc_bar__minus_1_bar__minus_1_bar_2_bar_30 - location
        loc_bar__minus_2_bar_2_bar_1_bar_30 - location
        loc_bar__minus_3_bar_2_bar_3_bar_30 - location
        loc_bar__minus_4_bar__minus_1_bar_2_bar_30 - location
        loc_bar__minus_4_bar__minus_2_bar_2_bar_0 - location
        loc_bar__minus_4_bar_0_bar_2_bar__minus_30 - location
        loc_bar__minus_6_bar__minus_3_bar_3_bar_60 - location
        loc_bar_0_bar__minus_1_bar_3_bar_30 - location
        loc_bar_0_bar_3_bar_1_bar_45 - location
        loc_bar_0_bar_7_bar_3_bar_0 - location
        loc_bar_3_bar__minus_1_bar_2_bar_30 - location
        loc_bar_4_bar__minus_1_bar_0_bar_30 - location
        loc_bar_4_bar__minus_3_bar_2_bar_30 - location
        loc_bar_6_bar__minus_1_bar_2_bar_30 - location
        loc_bar_6_bar__minus_2_bar_1_bar_15 - location
        loc_bar_6_bar__minus_2_bar_2_bar_0 - location
    )
(:init
        (receptacleType Cabinet_bar__plus_01_dot_34_bar__plus_00_dot_59_bar__minus_01_dot_11 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_34_bar__plus_00_dot_59_bar__minus_01_dot_11 loc_bar_3_bar__minus_1_bar_2_bar_30)
        (openable Cabinet_bar__plus_01_dot_34_bar__plus_00_dot_59_bar__minus_01_dot_11)
        (receptacleType Cabinet_bar__plus_01_dot_99_bar__plus_00_dot_59_bar__minus_01_dot_11 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_99_bar__plus_00_dot_59_bar__minus_01_dot_11 loc_bar_6_bar__minus_1_bar_2_bar_30)
        (openable Cabinet_bar__plus_01_dot_99_bar__plus_00_dot_59_bar__minus_01_dot_11)
        (receptacleType Cabinet_bar__plus_01_dot_99_bar__plus_01_dot_40_bar__minus_01_dot_11 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_99_bar__plus_01_dot_40_bar__minus_01_dot_11 loc_bar_6_bar__minus_2_bar_2_bar_0)
        (openable Cabinet_bar__plus_01_dot_99_bar__plus_01_dot_40_bar__minus_01_dot_11)
        (receptacleType Cabinet_bar__minus_00_dot_85_bar__plus_00_dot_59_bar__minus_01_dot_11 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_85_bar__plus_00_dot_59_bar__minus_01_dot_11 loc_bar__minus_1_bar__minus_1_bar_2_bar_30)
        (openable Cabinet_bar__minus_00_dot_85_bar__plus_00_dot_59_bar__minus_01_dot_11)
        (receptacleType Cabinet_bar__minus_01_dot_53_bar__plus_00_dot_59_bar__minus_01_dot_11 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_53_bar__plus_00_dot_59_bar__minus_01_dot_11 loc_bar__minus_4_bar__minus_1_bar_2_bar_30)
        (openable Cabinet_bar__minus_01_dot_53_bar__plus_00_dot_59_bar__minus_01_dot_11)
        (receptacleType Cabinet_bar__minus_01_dot_55_bar__plus_02_dot_00_bar__minus_01_dot_11 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_55_bar__plus_02_dot_00_bar__minus_01_dot_11 loc_bar__minus_4_bar_0_bar_2_bar__minus_30)
        (openable Cabinet_bar__minus_01_dot_55_bar__plus_02_dot_00_bar__minus_01_dot_11)
        (receptacleType CounterTop_bar__plus_00_dot_20_bar__plus_01_dot_08_bar__minus_01_dot_51 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_00_dot_20_bar__plus_01_dot_08_bar__minus_01_dot_51 loc_bar_4_bar__minus_3_bar_2_bar_30)
        (receptacleType CounterTop_bar__plus_00_dot_97_bar__plus_01_dot_08_bar__plus_00_dot_42 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_00_dot_97_bar__plus_01_dot_08_bar__plus_00_dot_42 loc_bar__minus_2_bar_2_bar_1_bar_30)
        (receptacleType Fridge_bar__minus_01_dot_29_bar__plus_00_dot_02_bar__plus_01_dot_83 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_01_dot_29_bar__plus_00_dot_02_bar__plus_01_dot_83 loc_bar_0_bar_7_bar_3_bar_0)
        (openable Fridge_bar__minus_01_dot_29_bar__plus_00_dot_02_bar__plus_01_dot_83)
        (receptacleType Microwave_bar__minus_01_dot_20_bar__plus_01_dot_61_bar__minus_01_dot_28 MicrowaveType)
        (receptacleAtLocation Microwave_bar__minus_01_dot_20_bar__plus_01_dot_61_bar__minus_01_dot_28 loc_bar__minus_4_bar__minus_2_bar_2_bar_0)
        (openable Microwave_bar__minus_01_dot_20_bar__plus_01_dot_61_bar__minus_01_dot_28)
        (receptacleType Sink_bar__plus_00_dot_93_bar__plus_00_dot_94_bar__plus_00_dot_32_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__plus_00_dot_93_bar__plus_00_dot_94_bar__plus_00_dot_32_bar_SinkBasin loc_bar_4_bar__minus_1_bar_0_bar_30)
        (receptacleType CoffeeMachine_bar__minus_00_dot_77_bar__plus_00_dot_33_bar__plus_00_dot_61 CoffeeMachineType)
        (receptacleAtLocation CoffeeMachine_bar__minus_00_dot_77_bar__plus_00_dot_33_bar__plus_00_dot_61 loc_bar__minus_3_bar_2_bar_3_bar_30)
        (receptacleType GarbageCan_bar__minus_01_dot_44_bar__plus_00_dot_48_bar__minus_00_dot_83 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__minus_01_dot_44_bar__plus_00_dot_48_bar__minus_00_dot_83 loc_bar__minus_6_bar__minus_3_bar_3_bar_60)
        (receptacleType StoveBurner_bar__plus_00_dot_00_bar__plus_00_dot_55_bar__plus_00_dot_79 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar__plus_00_dot_00_bar__plus_00_dot_55_bar__plus_00_dot_79 loc_bar_0_bar_3_bar_1_bar_45)
        (receptacleType Toaster_bar__plus_01_dot_53_bar__plus_00_dot_78_bar__minus_00_dot_49 ToasterType)
        (receptacleAtLocation Toaster_bar__plus_01_dot_53_bar__plus_00_dot_78_bar__minus_00_dot_49 loc_bar_6_bar__minus_2_bar_1_bar_15)
        (objectType Apple_bar__plus_00_dot_75_bar__plus_01_dot_31_bar__plus_00_dot_61 AppleType)
        (inReceptacle Apple_bar__plus_00_dot_75_bar__plus_01_dot_31_bar__plus_00_dot_61 CounterTop_bar__plus_00_dot_97_bar__plus_01_dot_08_bar__plus_00_dot_42)
        (objectAtLocation Apple_bar__plus_00_dot_75_bar__plus_01_dot_31_bar__plus_00_dot_61 loc_bar__minus_2_bar_2_bar_1_bar_30)
        (cleanable Apple_bar__plus_00_dot_75_bar__plus_01_dot_31_bar__plus_00_dot_61)
        (heatable Apple_bar__plus_00_dot_75_bar__plus_01_dot_31_bar__plus_00_dot_61)
        (coolable Apple_bar__plus_00_dot_75_bar__plus_01_dot_31_bar__plus_00_dot_61)
        (sliceable Apple_bar__plus_00_dot_75_bar__plus_01_dot_31_bar__plus_00_dot_61)
        (pickupable Apple_bar__plus_00_dot_75_bar__plus_01_dot_31_bar__plus_00_dot_61)
        (objectType Cup_bar__minus_01_dot_51_bar__plus_00_dot_02_bar__plus_02_dot_05 CupType)
        (inReceptacle Cup_bar__minus_01_dot_51_bar__plus_00_dot_02_bar__plus_02_dot_05 Fridge_bar__minus_01_dot_29_bar__plus_00_dot_02_bar__plus_01_dot_83)
        (objectAtLocation Cup_bar__minus_01_dot_51_bar__plus_00_dot_02_bar__plus_02_dot_05 loc_bar_0_bar_7_bar_3_bar_0)
        (cleanable Cup_bar__minus_01_dot_51_bar__plus_00_dot_02_bar__plus_02_dot_05)
        (heatable Cup_bar__minus_01_dot_51_bar__plus_00_dot_02_bar__plus_02_dot_05)
        (coolable Cup_bar__minus_01_dot_51_bar__plus_00_dot_02_bar__plus_02_dot_05)
        (pickupable Cup_bar__minus_01_dot_51_bar__plus_00_dot_02_bar__plus_02_dot_05)
        (isReceptacleObject Cup_bar__minus_01_dot_51_bar__plus_00_dot_02_bar__plus_02_dot_05)
        (objectType Pot_bar__plus_01_dot_21_bar__plus_00_dot_95_bar__plus_00_dot_29 PotType)
        (inReceptacle Pot_bar__plus_01_dot_21_bar__plus_00_dot_95_bar__plus_00_dot_29 Sink_bar__plus_00_dot_93_bar__plus_00_dot_94_bar__plus_00_dot_32_bar_SinkBasin)
        (objectAtLocation Pot_bar__plus_01_dot_21_bar__plus_00_dot_95_bar__plus_00_dot_29 loc_bar_4_bar__minus_1_bar_0_bar_30)
        (cleanable Pot_bar__plus_01_dot_21_bar__plus_00_dot_95_bar__plus_00_dot_29)
        (coolable Pot_bar__plus_01_dot_21_bar__plus_00_dot_95_bar__plus_00_dot_29)
        (pickupable Pot_bar__plus_01_dot_21_bar__plus_00_dot_95_bar__plus_00_dot_29)
        (isReceptacleObject Pot_bar__plus_01_dot_21_bar__plus_00_dot_95_bar__plus_00_dot_29)
        (objectType Pot_bar__plus_01_dot_00_bar__plus_01_dot_17_bar__plus_00_dot_56 PotType)
        (inReceptacle Pot_bar__plus_01_dot_00_bar__plus_01_dot_17_bar__plus_00_dot_56 CounterTop_bar__plus_00_dot_97_bar__plus_01_dot_08_bar__plus_00_dot_42)
        (objectAtLocation Pot_bar__plus_01_dot_00_bar__plus_01_dot_17_bar__plus_00_dot_56 loc_bar__minus_2_bar_2_bar_1_bar_30)
        (cleanable Pot_bar__plus_01_dot_00_bar__plus_01_dot_17_bar__plus_00_dot_56)
        (coolable Pot_bar__plus_01_dot_00_bar__plus_01_dot_17_bar__plus_00_dot_56)
        (pickupable Pot_bar__plus_01_dot_00_bar__plus_01_dot_17_bar__plus_00_dot_56)
        (isReceptacleObject Pot_bar__plus_01_dot_00_bar__plus_01_dot_17_bar__plus_00_dot_56)
        (objectType Bowl_bar__plus_02_dot_21_bar__plus_01_dot_56_bar__minus_01_dot_05 BowlType)
        (inReceptacle Bowl_bar__plus_02_dot_21_bar__plus_01_dot_56_bar__minus_01_dot_05 Cabinet_bar__plus_01_dot_99_bar__plus_01_dot_40_bar__minus_01_dot_11)
        (objectAtLocation Bowl_bar__plus_02_dot_21_bar__plus_01_dot_56_bar__minus_01_dot_05 loc_bar_6_bar__minus_2_bar_2_bar_0)
        (cleanable Bowl_bar__plus_02_dot_21_bar__plus_01_dot_56_bar__minus_01_dot_05)
        (coolable Bowl_bar__plus_02_dot_21_bar__plus_01_dot_56_bar__minus_01_dot_05)
        (pickupable Bowl_bar__plus_02_dot_21_bar__plus_01_dot_56_bar__minus_01_dot_05)
        (isReceptacleObject Bowl_bar__plus_02_dot_21_bar__plus_01_dot_56_bar__minus_01_dot_05)
        (objectType Bowl_bar__minus_01_dot_37_bar__plus_00_dot_61_bar__minus_01_dot_30 BowlType)
        (inReceptacle Bowl_bar__minus_01_dot_37_bar__plus_00_dot_61_bar__minus_01_dot_30 Cabinet_bar__minus_01_dot_53_bar__plus_00_dot_59_bar__minus_01_dot_11)
        (objectAtLocation Bowl_bar__minus_01_dot_37_bar__plus_00_dot_61_bar__minus_01_dot_30 loc_bar__minus_4_bar__minus_1_bar_2_bar_30)
        (cleanable Bowl_bar__minus_01_dot_37_bar__plus_00_dot_61_bar__minus_01_dot_30)
        (coolable Bowl_bar__minus_01_dot_37_bar__plus_00_dot_61_bar__minus_01_dot_30)
        (pickupable Bowl_bar__minus_01_dot_37_bar__plus_00_dot_61_bar__minus_01_dot_30)
        (isReceptacleObject Bowl_bar__minus_01_dot_37_bar__plus_00_dot_61_bar__minus_01_dot_30)
        (objectType Knife_bar__plus_00_dot_89_bar__plus_01_dot_16_bar__plus_00_dot_60 KnifeType)
        (inReceptacle Knife_bar__plus_00_dot_89_bar__plus_01_dot_16_bar__plus_00_dot_60 Sink_bar__plus_00_dot_93_bar__plus_00_dot_94_bar__plus_00_dot_32_bar_SinkBasin)
        (objectAtLocation Knife_bar__plus_00_dot_89_bar__plus_01_dot_16_bar__plus_00_dot_60 loc_bar_4_bar__minus_1_bar_0_bar_30)
        (cleanable Knife_bar__plus_00_dot_89_bar__plus_01_dot_16_bar__plus_00_dot_60)
        (pickupable Knife_bar__plus_00_dot_89_bar__plus_01_dot_16_bar__plus_00_dot_60)
        (objectType Knife_bar__plus_00_dot_87_bar__plus_01_dot_09_bar__plus_00_dot_55 KnifeType)
        (inReceptacle Knife_bar__plus_00_dot_87_bar__plus_01_dot_09_bar__plus_00_dot_55 Sink_bar__plus_00_dot_93_bar__plus_00_dot_94_bar__plus_00_dot_32_bar_SinkBasin)
        (objectAtLocation Knife_bar__plus_00_dot_87_bar__plus_01_dot_09_bar__plus_00_dot_55 loc_bar_4_bar__minus_1_bar_0_bar_30)
        (cleanable Knife_bar__plus_00_dot_87_bar__plus_01_dot_09_bar__plus_00_dot_55)
        (pickupable Knife_bar__plus_00_dot_87_bar__plus_01_dot_09_bar__plus_00_dot_55)
        (objectType Mug_bar__minus_00_dot_07_bar__plus_01_dot_22_bar__minus_01_dot_56 MugType)
        (inReceptacle Mug_bar__minus_00_dot_07_bar__plus_01_dot_22_bar__minus_01_dot_56 CounterTop_bar__plus_00_dot_20_bar__plus_01_dot_08_bar__minus_01_dot_51)
        (objectAtLocation Mug_bar__minus_00_dot_07_bar__plus_01_dot_22_bar__minus_01_dot_56 loc_bar_4_bar__minus_3_bar_2_bar_30)
        (cleanable Mug_bar__minus_00_dot_07_bar__plus_01_dot_22_bar__minus_01_dot_56)
        (heatable Mug_bar__minus_00_dot_07_bar__plus_01_dot_22_bar__minus_01_dot_56)
        (coolable Mug_bar__minus_00_dot_07_bar__plus_01_dot_22_bar__minus_01_dot_56)
        (pickupable Mug_bar__minus_00_dot_07_bar__plus_01_dot_22_bar__minus_01_dot_56)
        (isReceptacleObject Mug_bar__minus_00_dot_07_bar__plus_01_dot_22_bar__minus_01_dot_56)
        (objectType Mug_bar__minus_00_dot_75_bar__plus_00_dot_52_bar__plus_00_dot_83 MugType)
        (inReceptacle Mug_bar__minus_00_dot_75_bar__plus_00_dot_52_bar__plus_00_dot_83 CoffeeMachine_bar__minus_00_dot_77_bar__plus_00_dot_33_bar__plus_00_dot_61)
        (objectAtLocation Mug_bar__minus_00_dot_75_bar__plus_00_dot_52_bar__plus_00_dot_83 loc_bar__minus_3_bar_2_bar_3_bar_30)
        (cleanable Mug_bar__minus_00_dot_75_bar__plus_00_dot_52_bar__plus_00_dot_83)
        (heatable Mug_bar__minus_00_dot_75_bar__plus_00_dot_52_bar__plus_00_dot_83)
        (coolable Mug_bar__minus_00_dot_75_bar__plus_00_dot_52_bar__plus_00_dot_83)
        (pickupable Mug_bar__minus_00_dot_75_bar__plus_00_dot_52_bar__plus_00_dot_83)
        (isReceptacleObject Mug_bar__minus_00_dot_75_bar__plus_00_dot_52_bar__plus_00_dot_83)
        (objectType Spoon_bar__plus_01_dot_04_bar__plus_01_dot_30_bar__plus_00_dot_44 SpoonType)
        (inReceptacle Spoon_bar__plus_01_dot_04_bar__plus_01_dot_30_bar__plus_00_dot_44 CounterTop_bar__plus_00_dot_97_bar__plus_01_dot_08_bar__plus_00_dot_42)
        (objectAtLocation Spoon_bar__plus_01_dot_04_bar__plus_01_dot_30_bar__plus_00_dot_44 loc_bar__minus_2_bar_2_bar_1_bar_30)
        (cleanable Spoon_bar__plus_01_dot_04_bar__plus_01_dot_30_bar__plus_00_dot_44)
        (pickupable Spoon_bar__plus_01_dot_04_bar__plus_01_dot_30_bar__plus_00_dot_44)
        (objectType Spoon_bar__plus_00_dot_42_bar__plus_01_dot_15_bar__minus_01_dot_31 SpoonType)
        (inReceptacle Spoon_bar__plus_00_dot_42_bar__plus_01_dot_15_bar__minus_01_dot_31 CounterTop_bar__plus_00_dot_20_bar__plus_01_dot_08_bar__minus_01_dot_51)
        (objectAtLocation Spoon_bar__plus_00_dot_42_bar__plus_01_dot_15_bar__minus_01_dot_31 loc_bar_4_bar__minus_3_bar_2_bar_30)
        (cleanable Spoon_bar__plus_00_dot_42_bar__plus_01_dot_15_bar__minus_01_dot_31)
        (pickupable Spoon_bar__plus_00_dot_42_bar__plus_01_dot_15_bar__minus_01_dot_31)
        (objectType Lettuce_bar__plus_01_dot_02_bar__plus_01_dot_30_bar__plus_00_dot_13 LettuceType)
        (inReceptacle Lettuce_bar__plus_01_dot_02_bar__plus_01_dot_30_bar__plus_00_dot_13 CounterTop_bar__plus_00_dot_97_bar__plus_01_dot_08_bar__plus_00_dot_42)
        (objectAtLocation Lettuce_bar__plus_01_dot_02_bar__plus_01_dot_30_bar__plus_00_dot_13 loc_bar__minus_2_bar_2_bar_1_bar_30)
        (cleanable Lettuce_bar__plus_01_dot_02_bar__plus_01_dot_30_bar__plus_00_dot_13)
        (coolable Lettuce_bar__plus_01_dot_02_bar__plus_01_dot_30_bar__plus_00_dot_13)
        (sliceable Lettuce_bar__plus_01_dot_02_bar__plus_01_dot_30_bar__plus_00_dot_13)
        (pickupable Lettuce_bar__plus_01_dot_02_bar__plus_01_dot_30_bar__plus_00_dot_13)
        (canContain CabinetType BowlType)
        (canContain CabinetType CupType)
        (canContain CabinetType MugType)
        (canContain CabinetType PotType)
        (canContain CoffeeMachineType MugType)
        (canContain CounterTopType AppleType)
        (canContain CounterTopType BowlType)
        (canContain CounterTopType CupType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType LettuceType)
        (canContain CounterTopType MugType)
        (canContain CounterTopType PotType)
        (canContain CounterTopType SpoonType)
        (canContain FridgeType AppleType)
        (canContain FridgeType BowlType)
        (canContain FridgeType CupType)
        (canContain FridgeType LettuceType)
        (canContain FridgeType MugType)
        (canContain FridgeType PotType)
        (canContain GarbageCanType AppleType)
        (canContain GarbageCanType LettuceType)
        (canContain MicrowaveType AppleType)
        (canContain MicrowaveType BowlType)
        (canContain MicrowaveType CupType)
        (canContain MicrowaveType MugType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType CupType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType LettuceType)
        (canContain SinkBasinType MugType)
        (canContain SinkBasinType PotType)
        (canContain SinkBasinType SpoonType)
        (canContain StoveBurnerType PotType)
        (atLocation agent1 loc_bar_0_bar__minus_1_bar_3_bar_30)
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
    