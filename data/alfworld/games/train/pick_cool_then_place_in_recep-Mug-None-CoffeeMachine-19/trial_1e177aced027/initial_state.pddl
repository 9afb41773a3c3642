(define (problem plan_trial_1e177aced027)
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
        Mug_bar__minus_00_dot_73_bar__plus_00_dot_60_bar__minus_03_dot_03 - object
        Mug_bar__minus_00_dot_39_bar__plus_01_dot_20_bar__minus_01_dot_34 - object
        Mug_bar__minus_01_dot_25_bar__plus_02_dot_10_bar__minus_03_dot_52 - object
        SoapBottle_bar__minus_01_dot_76_bar__plus_01_dot_01_bar__minus_03_dot_84 - object
        SoapBottle_bar__minus_00_dot_79_bar__plus_00_dot_51_bar__minus_00_dot_61 - object
        Potato_bar__minus_01_dot_75_bar__plus_00_dot_97_bar__minus_03_dot_56 - object
        Potato_bar__minus_03_dot_23_bar__plus_00_dot_00_bar__minus_02_dot_45 - object
        Pan_bar__minus_00_dot_46_bar__plus_00_dot_69_bar__minus_01_dot_59 - object
        Pan_bar__minus_00_dot_47_bar__plus_00_dot_52_bar__minus_00_dot_23 - object
        Apple_bar__minus_03_dot_20_bar__plus_00_dot_19_bar__minus_02_dot_23 - object
        Cabinet_bar__minus_00_dot_19_bar__plus_01_dot_21_bar__minus_04_dot_24 - receptacle
        Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_00_dot_45 - receptacle
        Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_01_dot_73 - receptacle
        Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_02_dot_74 - receptacle
        Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_03_dot_48 - receptacle
        Cabinet_bar__minus_00_dot_61_bar__plus_00_dot_39_bar__minus_03_dot_51 - receptacle
        Cabinet_bar__minus_01_dot_23_bar__plus_01_dot_81_bar__minus_03_dot_76 - receptacle
        Cabinet_bar__minus_01_dot_36_bar__plus_00_dot_39_bar__minus_03_dot_51 - receptacle
        Cabinet_bar__minus_01_dot_38_bar__plus_00_dot_39_bar__minus_03_dot_51 - receptacle
        Cabinet_bar__minus_02_dot_15_bar__plus_00_dot_39_bar__minus_03_dot_51 - receptacle
        Cabinet_bar__minus_02_dot_81_bar__plus_01_dot_81_bar__minus_03_dot_76 - receptacle
        Cabinet_bar__minus_03_dot_02_bar__plus_02_dot_10_bar__minus_01_dot_74 - receptacle
        Cabinet_bar__minus_03_dot_02_bar__plus_02_dot_10_bar__minus_02_dot_68 - receptacle
        CounterTop_bar__minus_00_dot_27_bar__plus_00_dot_95_bar__minus_01_dot_09 - receptacle
        CounterTop_bar__minus_01_dot_79_bar__plus_00_dot_95_bar__minus_03_dot_80 - receptacle
        DiningTable_bar__minus_02_dot_87_bar__plus_00_dot_68_bar__minus_00_dot_51 - receptacle
        Fridge_bar__minus_03_dot_19_bar__plus_00_dot_00_bar__minus_02_dot_19 - receptacle
        Microwave_bar__minus_00_dot_14_bar__plus_00_dot_90_bar__minus_00_dot_91 - receptacle
        Sink_bar__minus_01_dot_79_bar__plus_00_dot_90_bar__minus_03_dot_75_bar_SinkBasin - receptacle
        CoffeeMachine_bar__minus_02_dot_41_bar__plus_01_dot_25_bar__minus_02_dot_37 - receptacle
        Drawer_bar__minus_02_dot_53_bar__plus_01_dot_23_bar__minus_01_dot_62 - receptacle
        GarbageCan_bar__minus_01_dot_38_bar__plus_01_dot_88_bar__minus_01_dot_11 - receptacle
        StoveBurner_bar__minus_02_dot_37_bar__plus_00_dot_47_bar__minus_03_dot_33 - receptacle
        Toaster_bar__minus_00_dot_23_bar__plus_02_dot_08_bar__minus_01_dot_20 - receptacle
        loc_bar__minus_10_bar__minus_6_bar_0_bar_45 - location
        loc_bar__minus_10_bar__minus_9_bar_0_bar_30 - location
        loc_bar__minus_1_bar__minus_5_bar_3_bar_60 - location
        loc_bar__minus_4_bar__minus_10_bar_2_bar_30 - location
        loc_bar__minus_4_bar__minus_13_bar_2_bar_0 - location
        loc_bar__minus_4_bar__minus_13_bar_2_bar_30 - location
        loc_bar__minus_4_bar__minus_3_bar_1_bar_30 - location
        loc_bar__minus_4_bar__minus_5_bar_1_bar_30 - location
        loc_bar__minus_5_bar__minus_10_bar_2_bar_30 - location
        loc_bar__minus_5_bar__minus_13_bar_1_bar_0 - location
        loc_bar__minus_6_bar__minus_13_bar_1_bar_30 - location
        loc_bar__minus_6_bar__minus_2_bar_1_bar_30 - location
        loc_bar__minus_6_bar__minus_4_bar_0_bar_60 - location
        loc_bar__minus_7_bar__minus_11_bar_1_bar_30 - location
        loc_bar__minus_7_bar__minus_2_bar_3_bar_30 - location
        loc_bar__minus_7_bar__minus_4_bar_1_bar_30 - location
        loc_bar__minus_8_bar__minus_10_bar_2_bar_30 - location
        loc_bar__minus_8_bar__minus_11_bar_3_bar__minus_30 - location
        loc_bar__minus_8_bar__minus_13_bar_1_bar_30 - location
        loc_bar__minus_8_bar__minus_13_bar_2_bar_30 - location
        loc_bar__minus_8_bar__minus_9_bar_3_bar__minus_30 - location
        loc_bar__minus_9_bar__minus_10_bar_2_bar_30 - location
        loc_bar__minus_9_bar__minus_12_bar_2_bar_0 - location
        loc_bar__minus_9_bar__minus_13_bar_0_bar_30 - location
        loc_bar__minus_9_bar__minus_9_bar_3_bar_30 - location
    )
(:init
        (receptacleType Cabinet_bar__minus_00_dot_19_bar__plus_01_dot_21_bar__minus_04_dot_24 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_19_bar__plus_01_dot_21_bar__minus_04_dot_24 loc_bar__minus_5_bar__minus_13_bar_1_bar_0)
        (openable Cabinet_bar__minus_00_dot_19_bar__plus_01_dot_21_bar__minus_04_dot_24)
        (receptacleType Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_00_dot_45 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_00_dot_45 loc_bar__minus_6_bar__minus_2_bar_1_bar_30)
        (openable Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_00_dot_45)
        (receptacleType Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_01_dot_73 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_01_dot_73 loc_bar__minus_7_bar__minus_4_bar_1_bar_30)
        (openable Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_01_dot_73)
        (receptacleType Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_02_dot_74 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_02_dot_74 loc_bar__minus_6_bar__minus_13_bar_1_bar_30)
        (openable Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_02_dot_74)
        (receptacleType Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_03_dot_48 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_03_dot_48 loc_bar__minus_7_bar__minus_11_bar_1_bar_30)
        (openable Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_03_dot_48)
        (receptacleType Cabinet_bar__minus_00_dot_61_bar__plus_00_dot_39_bar__minus_03_dot_51 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_61_bar__plus_00_dot_39_bar__minus_03_dot_51 loc_bar__minus_5_bar__minus_10_bar_2_bar_30)
        (openable Cabinet_bar__minus_00_dot_61_bar__plus_00_dot_39_bar__minus_03_dot_51)
        (receptacleType Cabinet_bar__minus_01_dot_23_bar__plus_01_dot_81_bar__minus_03_dot_76 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_23_bar__plus_01_dot_81_bar__minus_03_dot_76 loc_bar__minus_4_bar__minus_13_bar_2_bar_0)
        (openable Cabinet_bar__minus_01_dot_23_bar__plus_01_dot_81_bar__minus_03_dot_76)
        (receptacleType Cabinet_bar__minus_01_dot_36_bar__plus_00_dot_39_bar__minus_03_dot_51 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_36_bar__plus_00_dot_39_bar__minus_03_dot_51 loc_bar__minus_4_bar__minus_10_bar_2_bar_30)
        (openable Cabinet_bar__minus_01_dot_36_bar__plus_00_dot_39_bar__minus_03_dot_51)
        (receptacleType Cabinet_bar__minus_01_dot_38_bar__plus_00_dot_39_bar__minus_03_dot_51 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_38_bar__plus_00_dot_39_bar__minus_03_dot_51 loc_bar__minus_8_bar__minus_10_bar_2_bar_30)
        (openable Cabinet_bar__minus_01_dot_38_bar__plus_00_dot_39_bar__minus_03_dot_51)
        (receptacleType Cabinet_bar__minus_02_dot_15_bar__plus_00_dot_39_bar__minus_03_dot_51 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_15_bar__plus_00_dot_39_bar__minus_03_dot_51 loc_bar__minus_9_bar__minus_10_bar_2_bar_30)
        (openable Cabinet_bar__minus_02_dot_15_bar__plus_00_dot_39_bar__minus_03_dot_51)
        (receptacleType Cabinet_bar__minus_02_dot_81_bar__plus_01_dot_81_bar__minus_03_dot_76 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_81_bar__plus_01_dot_81_bar__minus_03_dot_76 loc_bar__minus_9_bar__minus_12_bar_2_bar_0)
        (openable Cabinet_bar__minus_02_dot_81_bar__plus_01_dot_81_bar__minus_03_dot_76)
        (receptacleType Cabinet_bar__minus_03_dot_02_bar__plus_02_dot_10_bar__minus_01_dot_74 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_03_dot_02_bar__plus_02_dot_10_bar__minus_01_dot_74 loc_bar__minus_8_bar__minus_9_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_03_dot_02_bar__plus_02_dot_10_bar__minus_01_dot_74)
        (receptacleType Cabinet_bar__minus_03_dot_02_bar__plus_02_dot_10_bar__minus_02_dot_68 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_03_dot_02_bar__plus_02_dot_10_bar__minus_02_dot_68 loc_bar__minus_8_bar__minus_11_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_03_dot_02_bar__plus_02_dot_10_bar__minus_02_dot_68)
        (receptacleType CounterTop_bar__minus_00_dot_27_bar__plus_00_dot_95_bar__minus_01_dot_09 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_00_dot_27_bar__plus_00_dot_95_bar__minus_01_dot_09 loc_bar__minus_4_bar__minus_5_bar_1_bar_30)
        (receptacleType CounterTop_bar__minus_01_dot_79_bar__plus_00_dot_95_bar__minus_03_dot_80 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_01_dot_79_bar__plus_00_dot_95_bar__minus_03_dot_80 loc_bar__minus_4_bar__minus_13_bar_2_bar_30)
        (receptacleType DiningTable_bar__minus_02_dot_87_bar__plus_00_dot_68_bar__minus_00_dot_51 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_02_dot_87_bar__plus_00_dot_68_bar__minus_00_dot_51 loc_bar__minus_7_bar__minus_2_bar_3_bar_30)
        (receptacleType Fridge_bar__minus_03_dot_19_bar__plus_00_dot_00_bar__minus_02_dot_19 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_03_dot_19_bar__plus_00_dot_00_bar__minus_02_dot_19 loc_bar__minus_9_bar__minus_9_bar_3_bar_30)
        (openable Fridge_bar__minus_03_dot_19_bar__plus_00_dot_00_bar__minus_02_dot_19)
        (receptacleType Microwave_bar__minus_00_dot_14_bar__plus_00_dot_90_bar__minus_00_dot_91 MicrowaveType)
        (receptacleAtLocation Microwave_bar__minus_00_dot_14_bar__plus_00_dot_90_bar__minus_00_dot_91 loc_bar__minus_4_bar__minus_3_bar_1_bar_30)
        (openable Microwave_bar__minus_00_dot_14_bar__plus_00_dot_90_bar__minus_00_dot_91)
        (receptacleType Sink_bar__minus_01_dot_79_bar__plus_00_dot_90_bar__minus_03_dot_75_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_01_dot_79_bar__plus_00_dot_90_bar__minus_03_dot_75_bar_SinkBasin loc_bar__minus_8_bar__minus_13_bar_2_bar_30)
        (receptacleType CoffeeMachine_bar__minus_02_dot_41_bar__plus_01_dot_25_bar__minus_02_dot_37 CoffeeMachineType)
        (receptacleAtLocation CoffeeMachine_bar__minus_02_dot_41_bar__plus_01_dot_25_bar__minus_02_dot_37 loc_bar__minus_10_bar__minus_9_bar_0_bar_30)
        (receptacleType Drawer_bar__minus_02_dot_53_bar__plus_01_dot_23_bar__minus_01_dot_62 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_02_dot_53_bar__plus_01_dot_23_bar__minus_01_dot_62 loc_bar__minus_10_bar__minus_6_bar_0_bar_45)
        (openable Drawer_bar__minus_02_dot_53_bar__plus_01_dot_23_bar__minus_01_dot_62)
        (receptacleType GarbageCan_bar__minus_01_dot_38_bar__plus_01_dot_88_bar__minus_01_dot_11 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__minus_01_dot_38_bar__plus_01_dot_88_bar__minus_01_dot_11 loc_bar__minus_6_bar__minus_4_bar_0_bar_60)
        (receptacleType StoveBurner_bar__minus_02_dot_37_bar__plus_00_dot_47_bar__minus_03_dot_33 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar__minus_02_dot_37_bar__plus_00_dot_47_bar__minus_03_dot_33 loc_bar__minus_9_bar__minus_13_bar_0_bar_30)
        (receptacleType Toaster_bar__minus_00_dot_23_bar__plus_02_dot_08_bar__minus_01_dot_20 ToasterType)
        (receptacleAtLocation Toaster_bar__minus_00_dot_23_bar__plus_02_dot_08_bar__minus_01_dot_20 loc_bar__minus_1_bar__minus_5_bar_3_bar_60)
        (objectType Mug_bar__minus_00_dot_73_bar__plus_00_dot_60_bar__minus_03_dot_03 MugType)
        (inReceptacle Mug_bar__minus_00_dot_73_bar__plus_00_dot_60_bar__minus_03_dot_03 Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_02_dot_74)
        (objectAtLocation Mug_bar__minus_00_dot_73_bar__plus_00_dot_60_bar__minus_03_dot_03 loc_bar__minus_6_bar__minus_13_bar_1_bar_30)
        (cleanable Mug_bar__minus_00_dot_73_bar__plus_00_dot_60_bar__minus_03_dot_03)
        (heatable Mug_bar__minus_00_dot_73_bar__plus_00_dot_60_bar__minus_03_dot_03)
        (coolable Mug_bar__minus_00_dot_73_bar__plus_00_dot_60_bar__minus_03_dot_03)
        (pickupable Mug_bar__minus_00_dot_73_bar__plus_00_dot_60_bar__minus_03_dot_03)
        (isReceptacleObject Mug_bar__minus_00_dot_73_bar__plus_00_dot_60_bar__minus_03_dot_03)
        (objectType Mug_bar__minus_00_dot_39_bar__plus_01_dot_20_bar__minus_01_dot_34 MugType)
        (inReceptacle Mug_bar__minus_00_dot_39_bar__plus_01_dot_20_bar__minus_01_dot_34 CounterTop_bar__minus_00_dot_27_bar__plus_00_dot_95_bar__minus_01_dot_09)
        (objectAtLocation Mug_bar__minus_00_dot_39_bar__plus_01_dot_20_bar__minus_01_dot_34 loc_bar__minus_4_bar__minus_5_bar_1_bar_30)
        (cleanable Mug_bar__minus_00_dot_39_bar__plus_01_dot_20_bar__minus_01_dot_34)
        (heatable Mug_bar__minus_00_dot_39_bar__plus_01_dot_20_bar__minus_01_dot_34)
        (coolable Mug_bar__minus_00_dot_39_bar__plus_01_dot_20_bar__minus_01_dot_34)
        (pickupable Mug_bar__minus_00_dot_39_bar__plus_01_dot_20_bar__minus_01_dot_34)
        (isReceptacleObject Mug_bar__minus_00_dot_39_bar__plus_01_dot_20_bar__minus_01_dot_34)
        (objectType Mug_bar__minus_01_dot_25_bar__plus_02_dot_10_bar__minus_03_dot_52 MugType)
        (inReceptacle Mug_bar__minus_01_dot_25_bar__plus_02_dot_10_bar__minus_03_dot_52 Cabinet_bar__minus_01_dot_23_bar__plus_01_dot_81_bar__minus_03_dot_76)
        (objectAtLocation Mug_bar__minus_01_dot_25_bar__plus_02_dot_10_bar__minus_03_dot_52 loc_bar__minus_4_bar__minus_13_bar_2_bar_0)
        (cleanable Mug_bar__minus_01_dot_25_bar__plus_02_dot_10_bar__minus_03_dot_52)
        (heatable Mug_bar__minus_01_dot_25_bar__plus_02_dot_10_bar__minus_03_dot_52)
        (coolable Mug_bar__minus_01_dot_25_bar__plus_02_dot_10_bar__minus_03_dot_52)
        (pickupable Mug_bar__minus_01_dot_25_bar__plus_02_dot_10_bar__minus_03_dot_52)
        (isReceptacleObject Mug_bar__minus_01_dot_25_bar__plus_02_dot_10_bar__minus_03_dot_52)
        (objectType SoapBottle_bar__minus_01_dot_76_bar__plus_01_dot_01_bar__minus_03_dot_84 SoapBottleType)
        (inReceptacle SoapBottle_bar__minus_01_dot_76_bar__plus_01_dot_01_bar__minus_03_dot_84 CounterTop_bar__minus_01_dot_79_bar__plus_00_dot_95_bar__minus_03_dot_80)
        (objectAtLocation SoapBottle_bar__minus_01_dot_76_bar__plus_01_dot_01_bar__minus_03_dot_84 loc_bar__minus_4_bar__minus_13_bar_2_bar_30)
        (pickupable SoapBottle_bar__minus_01_dot_76_bar__plus_01_dot_01_bar__minus_03_dot_84)
        (objectType SoapBottle_bar__minus_00_dot_79_bar__plus_00_dot_51_bar__minus_00_dot_61 SoapBottleType)
        (inReceptacle SoapBottle_bar__minus_00_dot_79_bar__plus_00_dot_51_bar__minus_00_dot_61 Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_00_dot_45)
        (objectAtLocation SoapBottle_bar__minus_00_dot_79_bar__plus_00_dot_51_bar__minus_00_dot_61 loc_bar__minus_6_bar__minus_2_bar_1_bar_30)
        (pickupable SoapBottle_bar__minus_00_dot_79_bar__plus_00_dot_51_bar__minus_00_dot_61)
        (objectType Potato_bar__minus_01_dot_75_bar__plus_00_dot_97_bar__minus_03_dot_56 PotatoType)
        (inReceptacle Potato_bar__minus_01_dot_75_bar__plus_00_dot_97_bar__minus_03_dot_56 CounterTop_bar__minus_01_dot_79_bar__plus_00_dot_95_bar__minus_03_dot_80)
        (objectAtLocation Potato_bar__minus_01_dot_75_bar__plus_00_dot_97_bar__minus_03_dot_56 loc_bar__minus_4_bar__minus_13_bar_2_bar_30)
        (cleanable Potato_bar__minus_01_dot_75_bar__plus_00_dot_97_bar__minus_03_dot_56)
        (heatable Potato_bar__minus_01_dot_75_bar__plus_00_dot_97_bar__minus_03_dot_56)
        (coolable Potato_bar__minus_01_dot_75_bar__plus_00_dot_97_bar__minus_03_dot_56)
        (sliceable Potato_bar__minus_01_dot_75_bar__plus_00_dot_97_bar__minus_03_dot_56)
        (pickupable Potato_bar__minus_01_dot_75_bar__plus_00_dot_97_bar__minus_03_dot_56)
        (objectType Potato_bar__minus_03_dot_23_bar__plus_00_dot_00_bar__minus_02_dot_45 PotatoType)
        (inReceptacle Potato_bar__minus_03_dot_23_bar__plus_00_dot_00_bar__minus_02_dot_45 Fridge_bar__minus_03_dot_19_bar__plus_00_dot_00_bar__minus_02_dot_19)
        (objectAtLocation Potato_bar__minus_03_dot_23_bar__plus_00_dot_00_bar__minus_02_dot_45 loc_bar__minus_9_bar__minus_9_bar_3_bar_30)
        (cleanable Potato_bar__minus_03_dot_23_bar__plus_00_dot_00_bar__minus_02_dot_45)
        (heatable Potato_bar__minus_03_dot_23_bar__plus_00_dot_00_bar__minus_02_dot_45)
        (coolable Potato_bar__minus_03_dot_23_bar__plus_00_dot_00_bar__minus_02_dot_45)
        (sliceable Potato_bar__minus_03_dot_23_bar__plus_00_dot_00_bar__minus_02_dot_45)
        (pickupable Potato_bar__minus_03_dot_23_bar__plus_00_dot_00_bar__minus_02_dot_45)
        (objectType Pan_bar__minus_00_dot_46_bar__plus_00_dot_69_bar__minus_01_dot_59 PanType)
        (inReceptacle Pan_bar__minus_00_dot_46_bar__plus_00_dot_69_bar__minus_01_dot_59 Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_01_dot_73)
        (objectAtLocation Pan_bar__minus_00_dot_46_bar__plus_00_dot_69_bar__minus_01_dot_59 loc_bar__minus_7_bar__minus_4_bar_1_bar_30)
        (cleanable Pan_bar__minus_00_dot_46_bar__plus_00_dot_69_bar__minus_01_dot_59)
        (coolable Pan_bar__minus_00_dot_46_bar__plus_00_dot_69_bar__minus_01_dot_59)
        (pickupable Pan_bar__minus_00_dot_46_bar__plus_00_dot_69_bar__minus_01_dot_59)
        (isReceptacleObject Pan_bar__minus_00_dot_46_bar__plus_00_dot_69_bar__minus_01_dot_59)
        (objectType Pan_bar__minus_00_dot_47_bar__plus_00_dot_52_bar__minus_00_dot_23 PanType)
        (inReceptacle Pan_bar__minus_00_dot_47_bar__plus_00_dot_52_bar__minus_00_dot_23 Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_00_dot_45)
        (objectAtLocation Pan_bar__minus_00_dot_47_bar__plus_00_dot_52_bar__minus_00_dot_23 loc_bar__minus_6_bar__minus_2_bar_1_bar_30)
        (cleanable Pan_bar__minus_00_dot_47_bar__plus_00_dot_52_bar__minus_00_dot_23)
        (coolable Pan_bar__minus_00_dot_47_bar__plus_00_dot_52_bar__minus_00_dot_23)
        (pickupable Pan_bar__minus_00_dot_47_bar__plus_00_dot_52_bar__minus_00_dot_23)
        (isReceptacleObject Pan_bar__minus_00_dot_47_bar__plus_00_dot_52_bar__minus_00_dot_23)
        (objectType Apple_bar__minus_03_dot_20_bar__plus_00_dot_19_bar__minus_02_dot_23 AppleType)
        (inReceptacle Apple_bar__minus_03_dot_20_bar__plus_00_dot_19_bar__minus_02_dot_23 Fridge_bar__minus_03_dot_19_bar__plus_00_dot_00_bar__minus_02_dot_19)
        (objectAtLocation Apple_bar__minus_03_dot_20_bar__plus_00_dot_19_bar__minus_02_dot_23 loc_bar__minus_9_bar__minus_9_bar_3_bar_30)
        (cleanable Apple_bar__minus_03_dot_20_bar__plus_00_dot_19_bar__minus_02_dot_23)
        (heatable Apple_bar__minus_03_dot_20_bar__plus_00_dot_19_bar__minus_02_dot_23)
        (coolable Apple_bar__minus_03_dot_20_bar__plus_00_dot_19_bar__minus_02_dot_23)
        (sliceable Apple_bar__minus_03_dot_20_bar__plus_00_dot_19_bar__minus_02_dot_23)
        (pickupable Apple_bar__minus_03_dot_20_bar__plus_00_dot_19_bar__minus_02_dot_23)
        (canContain CabinetType MugType)
        (canContain CabinetType PanType)
        (canContain CabinetType SoapBottleType)
        (canContain CoffeeMachineType MugType)
        (canContain CounterTopType AppleType)
        (canContain CounterTopType MugType)
        (canContain CounterTopType PanType)
        (canContain CounterTopType PotatoType)
        (canContain CounterTopType SoapBottleType)
        (canContain DiningTableType AppleType)
        (canContain DiningTableType MugType)
        (canContain DiningTableType PanType)
        (canContain DiningTableType PotatoType)
        (canContain DiningTableType SoapBottleType)
        (canContain DrawerType SoapBottleType)
        (canContain FridgeType AppleType)
        (canContain FridgeType MugType)
        (canContain FridgeType PanType)
        (canContain FridgeType PotatoType)
        (canContain GarbageCanType AppleType)
        (canContain GarbageCanType PotatoType)
        (canContain GarbageCanType SoapBottleType)
        (canContain MicrowaveType AppleType)
        (canContain MicrowaveType MugType)
        (canContain MicrowaveType PotatoType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType MugType)
        (canContain SinkBasinType PanType)
        (canContain SinkBasinType PotatoType)
        (canContain StoveBurnerType PanType)
        (atLocation agent1 loc_bar__minus_8_bar__minus_13_bar_1_bar_30)
    )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o MugType)
                            (receptacleType ?r CoffeeMachineType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    