(define (problem plan_trial_cbb602bb5845)
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
        Plate_bar__minus_00_dot_84_bar__plus_00_dot_55_bar__minus_02_dot_41 - object
        Plate_bar__minus_02_dot_16_bar__plus_01_dot_11_bar__minus_01_dot_75 - object
        Lettuce_bar__minus_00_dot_41_bar__plus_01_dot_07_bar__minus_02_dot_04 - object
        Lettuce_bar__minus_01_dot_48_bar__plus_01_dot_65_bar__minus_01_dot_05 - object
        Bread_bar__minus_02_dot_31_bar__plus_01_dot_04_bar__minus_01_dot_78 - object
        Spoon_bar__minus_00_dot_51_bar__plus_01_dot_24_bar__minus_02_dot_72 - object
        Fork_bar__minus_00_dot_64_bar__plus_01_dot_09_bar__minus_02_dot_04 - object
        Cup_bar__minus_01_dot_09_bar__plus_01_dot_81_bar__minus_04_dot_13 - object
        Cup_bar__minus_00_dot_35_bar__plus_00_dot_53_bar__minus_03_dot_42 - object
        Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_01_dot_80 - receptacle
        Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_02_dot_20 - receptacle
        Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_03_dot_40 - receptacle
        Cabinet_bar__minus_00_dot_88_bar__plus_00_dot_39_bar__minus_03_dot_42 - receptacle
        Cabinet_bar__minus_00_dot_88_bar__plus_02_dot_14_bar__minus_03_dot_69 - receptacle
        Cabinet_bar__minus_01_dot_76_bar__plus_02_dot_14_bar__minus_03_dot_69 - receptacle
        CounterTop_bar__minus_00_dot_30_bar__plus_00_dot_95_bar__minus_02_dot_79 - receptacle
        DiningTable_bar__minus_02_dot_43_bar__plus_00_dot_90_bar__minus_01_dot_70 - receptacle
        Drawer_bar__minus_00_dot_45_bar__plus_00_dot_78_bar__minus_03_dot_27 - receptacle
        Fridge_bar__minus_00_dot_33_bar__plus_00_dot_00_bar__minus_00_dot_77 - receptacle
        Microwave_bar__minus_01_dot_32_bar__plus_01_dot_52_bar__minus_03_dot_85 - receptacle
        Sink_bar__minus_00_dot_35_bar__plus_00_dot_91_bar__minus_02_dot_01_bar_SinkBasin - receptacle
        CoffeeMachine_bar__minus_00_dot_65_bar__plus_00_dot_25_bar__minus_03_dot_60 - receptacle
        GarbageCan_bar__minus_01_dot_22_bar__plus_01_dot_41_bar__minus_01_dot_13 - receptacle
        StoveBurner_bar__minus_01_dot_15_bar__plus_00_dot_52_bar__minus_00_dot_82 - receptacle
        Toaster_bar__minus_00_dot_89_bar__plus_00_dot_02_bar__minus_02_dot_05 - receptacle
        loc_bar__minus_3_bar__minus_14_bar_3_bar_60 - location
        loc_bar__minus_4_bar__minus_10_bar_2_bar_30 - location
        loc_bar__minus_4_bar__minus_11_bar_1_bar_30 - location
        loc_bar__minus_4_bar__minus_12_bar_1_bar_30 - location
        loc_bar__minus_4_bar__minus_8_bar_3_bar_60 - location
        loc_bar__minus_4_bar__minus_9_bar_1_bar_30 - location
        loc_bar__minus_4_bar__minus_9_bar_2_bar_0 - location
        loc_bar__minus_5_bar__minus_12_bar_1_bar_30 - location
        loc_bar__minus_5_bar__minus_12_bar_2_bar_0 - location
        loc_bar__minus_5_bar__minus_3_bar_1_bar_0 - location
        loc_bar__minus_5_bar__minus_3_bar_2_bar_30 - location
        loc_bar__minus_5_bar__minus_5_bar_1_bar_45 - location
        loc_bar__minus_5_bar__minus_7_bar_3_bar_30 - location
        loc_bar__minus_6_bar__minus_11_bar_1_bar_30 - location
        loc_bar__minus_6_bar__minus_5_bar_1_bar_30 - location
        loc_bar__minus_6_bar__minus_7_bar_1_bar_30 - location
        loc_bar__minus_7_bar__minus_9_bar_2_bar_0 - location
    )
(:init
        (receptacleType Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_01_dot_80 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_01_dot_80 loc_bar__minus_6_bar__minus_5_bar_1_bar_30)
        (openable Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_01_dot_80)
        (receptacleType Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_02_dot_20 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_02_dot_20 loc_bar__minus_6_bar__minus_7_bar_1_bar_30)
        (openable Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_02_dot_20)
        (receptacleType Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_03_dot_40 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_03_dot_40 loc_bar__minus_6_bar__minus_11_bar_1_bar_30)
        (openable Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_03_dot_40)
        (receptacleType Cabinet_bar__minus_00_dot_88_bar__plus_00_dot_39_bar__minus_03_dot_42 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_88_bar__plus_00_dot_39_bar__minus_03_dot_42 loc_bar__minus_4_bar__minus_10_bar_2_bar_30)
        (openable Cabinet_bar__minus_00_dot_88_bar__plus_00_dot_39_bar__minus_03_dot_42)
        (receptacleType Cabinet_bar__minus_00_dot_88_bar__plus_02_dot_14_bar__minus_03_dot_69 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_88_bar__plus_02_dot_14_bar__minus_03_dot_69 loc_bar__minus_4_bar__minus_9_bar_2_bar_0)
        (openable Cabinet_bar__minus_00_dot_88_bar__plus_02_dot_14_bar__minus_03_dot_69)
        (receptacleType Cabinet_bar__minus_01_dot_76_bar__plus_02_dot_14_bar__minus_03_dot_69 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_76_bar__plus_02_dot_14_bar__minus_03_dot_69 loc_bar__minus_7_bar__minus_9_bar_2_bar_0)
        (openable Cabinet_bar__minus_01_dot_76_bar__plus_02_dot_14_bar__minus_03_dot_69)
        (receptacleType CounterTop_bar__minus_00_dot_30_bar__plus_00_dot_95_bar__minus_02_dot_79 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_00_dot_30_bar__plus_00_dot_95_bar__minus_02_dot_79 loc_bar__minus_4_bar__minus_12_bar_1_bar_30)
        (receptacleType DiningTable_bar__minus_02_dot_43_bar__plus_00_dot_90_bar__minus_01_dot_70 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_02_dot_43_bar__plus_00_dot_90_bar__minus_01_dot_70 loc_bar__minus_5_bar__minus_7_bar_3_bar_30)
        (receptacleType Drawer_bar__minus_00_dot_45_bar__plus_00_dot_78_bar__minus_03_dot_27 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_45_bar__plus_00_dot_78_bar__minus_03_dot_27 loc_bar__minus_5_bar__minus_12_bar_1_bar_30)
        (openable Drawer_bar__minus_00_dot_45_bar__plus_00_dot_78_bar__minus_03_dot_27)
        (receptacleType Fridge_bar__minus_00_dot_33_bar__plus_00_dot_00_bar__minus_00_dot_77 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_00_dot_33_bar__plus_00_dot_00_bar__minus_00_dot_77 loc_bar__minus_5_bar__minus_3_bar_1_bar_0)
        (openable Fridge_bar__minus_00_dot_33_bar__plus_00_dot_00_bar__minus_00_dot_77)
        (receptacleType Microwave_bar__minus_01_dot_32_bar__plus_01_dot_52_bar__minus_03_dot_85 MicrowaveType)
        (receptacleAtLocation Microwave_bar__minus_01_dot_32_bar__plus_01_dot_52_bar__minus_03_dot_85 loc_bar__minus_5_bar__minus_12_bar_2_bar_0)
        (openable Microwave_bar__minus_01_dot_32_bar__plus_01_dot_52_bar__minus_03_dot_85)
        (receptacleType Sink_bar__minus_00_dot_35_bar__plus_00_dot_91_bar__minus_02_dot_01_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_00_dot_35_bar__plus_00_dot_91_bar__minus_02_dot_01_bar_SinkBasin loc_bar__minus_4_bar__minus_9_bar_1_bar_30)
        (receptacleType CoffeeMachine_bar__minus_00_dot_65_bar__plus_00_dot_25_bar__minus_03_dot_60 CoffeeMachineType)
        (receptacleAtLocation CoffeeMachine_bar__minus_00_dot_65_bar__plus_00_dot_25_bar__minus_03_dot_60 loc_bar__minus_3_bar__minus_14_bar_3_bar_60)
        (receptacleType GarbageCan_bar__minus_01_dot_22_bar__plus_01_dot_41_bar__minus_01_dot_13 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__minus_01_dot_22_bar__plus_01_dot_41_bar__minus_01_dot_13 loc_bar__minus_5_bar__minus_5_bar_1_bar_45)
        (receptacleType StoveBurner_bar__minus_01_dot_15_bar__plus_00_dot_52_bar__minus_00_dot_82 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar__minus_01_dot_15_bar__plus_00_dot_52_bar__minus_00_dot_82 loc_bar__minus_5_bar__minus_3_bar_2_bar_30)
        (receptacleType Toaster_bar__minus_00_dot_89_bar__plus_00_dot_02_bar__minus_02_dot_05 ToasterType)
        (receptacleAtLocation Toaster_bar__minus_00_dot_89_bar__plus_00_dot_02_bar__minus_02_dot_05 loc_bar__minus_4_bar__minus_8_bar_3_bar_60)
        (objectType Plate_bar__minus_00_dot_84_bar__plus_00_dot_55_bar__minus_02_dot_41 PlateType)
        (inReceptacle Plate_bar__minus_00_dot_84_bar__plus_00_dot_55_bar__minus_02_dot_41 Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_02_dot_20)
        (objectAtLocation Plate_bar__minus_00_dot_84_bar__plus_00_dot_55_bar__minus_02_dot_41 loc_bar__minus_6_bar__minus_7_bar_1_bar_30)
        (cleanable Plate_bar__minus_00_dot_84_bar__plus_00_dot_55_bar__minus_02_dot_41)
        (heatable Plate_bar__minus_00_dot_84_bar__plus_00_dot_55_bar__minus_02_dot_41)
        (coolable Plate_bar__minus_00_dot_84_bar__plus_00_dot_55_bar__minus_02_dot_41)
        (pickupable Plate_bar__minus_00_dot_84_bar__plus_00_dot_55_bar__minus_02_dot_41)
        (isReceptacleObject Plate_bar__minus_00_dot_84_bar__plus_00_dot_55_bar__minus_02_dot_41)
        (objectType Plate_bar__minus_02_dot_16_bar__plus_01_dot_11_bar__minus_01_dot_75 PlateType)
        (inReceptacle Plate_bar__minus_02_dot_16_bar__plus_01_dot_11_bar__minus_01_dot_75 DiningTable_bar__minus_02_dot_43_bar__plus_00_dot_90_bar__minus_01_dot_70)
        (objectAtLocation Plate_bar__minus_02_dot_16_bar__plus_01_dot_11_bar__minus_01_dot_75 loc_bar__minus_5_bar__minus_7_bar_3_bar_30)
        (cleanable Plate_bar__minus_02_dot_16_bar__plus_01_dot_11_bar__minus_01_dot_75)
        (heatable Plate_bar__minus_02_dot_16_bar__plus_01_dot_11_bar__minus_01_dot_75)
        (coolable Plate_bar__minus_02_dot_16_bar__plus_01_dot_11_bar__minus_01_dot_75)
        (pickupable Plate_bar__minus_02_dot_16_bar__plus_01_dot_11_bar__minus_01_dot_75)
        (isReceptacleObject Plate_bar__minus_02_dot_16_bar__plus_01_dot_11_bar__minus_01_dot_75)
        (objectType Lettuce_bar__minus_00_dot_41_bar__plus_01_dot_07_bar__minus_02_dot_04 LettuceType)
        (inReceptacle Lettuce_bar__minus_00_dot_41_bar__plus_01_dot_07_bar__minus_02_dot_04 Sink_bar__minus_00_dot_35_bar__plus_00_dot_91_bar__minus_02_dot_01_bar_SinkBasin)
        (objectAtLocation Lettuce_bar__minus_00_dot_41_bar__plus_01_dot_07_bar__minus_02_dot_04 loc_bar__minus_4_bar__minus_9_bar_1_bar_30)
        (cleanable Lettuce_bar__minus_00_dot_41_bar__plus_01_dot_07_bar__minus_02_dot_04)
        (coolable Lettuce_bar__minus_00_dot_41_bar__plus_01_dot_07_bar__minus_02_dot_04)
        (sliceable Lettuce_bar__minus_00_dot_41_bar__plus_01_dot_07_bar__minus_02_dot_04)
        (pickupable Lettuce_bar__minus_00_dot_41_bar__plus_01_dot_07_bar__minus_02_dot_04)
        (objectType Lettuce_bar__minus_01_dot_48_bar__plus_01_dot_65_bar__minus_01_dot_05 LettuceType)
        (inReceptacle Lettuce_bar__minus_01_dot_48_bar__plus_01_dot_65_bar__minus_01_dot_05 GarbageCan_bar__minus_01_dot_22_bar__plus_01_dot_41_bar__minus_01_dot_13)
        (objectAtLocation Lettuce_bar__minus_01_dot_48_bar__plus_01_dot_65_bar__minus_01_dot_05 loc_bar__minus_5_bar__minus_5_bar_1_bar_45)
        (cleanable Lettuce_bar__minus_01_dot_48_bar__plus_01_dot_65_bar__minus_01_dot_05)
        (coolable Lettuce_bar__minus_01_dot_48_bar__plus_01_dot_65_bar__minus_01_dot_05)
        (sliceable Lettuce_bar__minus_01_dot_48_bar__plus_01_dot_65_bar__minus_01_dot_05)
        (pickupable Lettuce_bar__minus_01_dot_48_bar__plus_01_dot_65_bar__minus_01_dot_05)
        (objectType Bread_bar__minus_02_dot_31_bar__plus_01_dot_04_bar__minus_01_dot_78 BreadType)
        (inReceptacle Bread_bar__minus_02_dot_31_bar__plus_01_dot_04_bar__minus_01_dot_78 DiningTable_bar__minus_02_dot_43_bar__plus_00_dot_90_bar__minus_01_dot_70)
        (objectAtLocation Bread_bar__minus_02_dot_31_bar__plus_01_dot_04_bar__minus_01_dot_78 loc_bar__minus_5_bar__minus_7_bar_3_bar_30)
        (heatable Bread_bar__minus_02_dot_31_bar__plus_01_dot_04_bar__minus_01_dot_78)
        (coolable Bread_bar__minus_02_dot_31_bar__plus_01_dot_04_bar__minus_01_dot_78)
        (sliceable Bread_bar__minus_02_dot_31_bar__plus_01_dot_04_bar__minus_01_dot_78)
        (pickupable Bread_bar__minus_02_dot_31_bar__plus_01_dot_04_bar__minus_01_dot_78)
        (objectType Spoon_bar__minus_00_dot_51_bar__plus_01_dot_24_bar__minus_02_dot_72 SpoonType)
        (inReceptacle Spoon_bar__minus_00_dot_51_bar__plus_01_dot_24_bar__minus_02_dot_72 CounterTop_bar__minus_00_dot_30_bar__plus_00_dot_95_bar__minus_02_dot_79)
        (objectAtLocation Spoon_bar__minus_00_dot_51_bar__plus_01_dot_24_bar__minus_02_dot_72 loc_bar__minus_4_bar__minus_12_bar_1_bar_30)
        (cleanable Spoon_bar__minus_00_dot_51_bar__plus_01_dot_24_bar__minus_02_dot_72)
        (pickupable Spoon_bar__minus_00_dot_51_bar__plus_01_dot_24_bar__minus_02_dot_72)
        (objectType Fork_bar__minus_00_dot_64_bar__plus_01_dot_09_bar__minus_02_dot_04 ForkType)
        (inReceptacle Fork_bar__minus_00_dot_64_bar__plus_01_dot_09_bar__minus_02_dot_04 Sink_bar__minus_00_dot_35_bar__plus_00_dot_91_bar__minus_02_dot_01_bar_SinkBasin)
        (objectAtLocation Fork_bar__minus_00_dot_64_bar__plus_01_dot_09_bar__minus_02_dot_04 loc_bar__minus_4_bar__minus_9_bar_1_bar_30)
        (cleanable Fork_bar__minus_00_dot_64_bar__plus_01_dot_09_bar__minus_02_dot_04)
        (pickupable Fork_bar__minus_00_dot_64_bar__plus_01_dot_09_bar__minus_02_dot_04)
        (objectType Cup_bar__minus_01_dot_09_bar__plus_01_dot_81_bar__minus_04_dot_13 CupType)
        (inReceptacle Cup_bar__minus_01_dot_09_bar__plus_01_dot_81_bar__minus_04_dot_13 Microwave_bar__minus_01_dot_32_bar__plus_01_dot_52_bar__minus_03_dot_85)
        (objectAtLocation Cup_bar__minus_01_dot_09_bar__plus_01_dot_81_bar__minus_04_dot_13 loc_bar__minus_5_bar__minus_12_bar_2_bar_0)
        (cleanable Cup_bar__minus_01_dot_09_bar__plus_01_dot_81_bar__minus_04_dot_13)
        (heatable Cup_bar__minus_01_dot_09_bar__plus_01_dot_81_bar__minus_04_dot_13)
        (coolable Cup_bar__minus_01_dot_09_bar__plus_01_dot_81_bar__minus_04_dot_13)
        (pickupable Cup_bar__minus_01_dot_09_bar__plus_01_dot_81_bar__minus_04_dot_13)
        (isReceptacleObject Cup_bar__minus_01_dot_09_bar__plus_01_dot_81_bar__minus_04_dot_13)
        (objectType Cup_bar__minus_00_dot_35_bar__plus_00_dot_53_bar__minus_03_dot_42 CupType)
        (inReceptacle Cup_bar__minus_00_dot_35_bar__plus_00_dot_53_bar__minus_03_dot_42 Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_03_dot_40)
        (objectAtLocation Cup_bar__minus_00_dot_35_bar__plus_00_dot_53_bar__minus_03_dot_42 loc_bar__minus_6_bar__minus_11_bar_1_bar_30)
        (cleanable Cup_bar__minus_00_dot_35_bar__plus_00_dot_53_bar__minus_03_dot_42)
        (heatable Cup_bar__minus_00_dot_35_bar__plus_00_dot_53_bar__minus_03_dot_42)
        (coolable Cup_bar__minus_00_dot_35_bar__plus_00_dot_53_bar__minus_03_dot_42)
        (pickupable Cup_bar__minus_00_dot_35_bar__plus_00_dot_53_bar__minus_03_dot_42)
        (isReceptacleObject Cup_bar__minus_00_dot_35_bar__plus_00_dot_53_bar__minus_03_dot_42)
        (canContain CabinetType CupType)
        (canContain CabinetType PlateType)
        (canContain CounterTopType BreadType)
        (canContain CounterTopType CupType)
        (canContain CounterTopType ForkType)
        (canContain CounterTopType LettuceType)
        (canContain CounterTopType PlateType)
        (canContain CounterTopType SpoonType)
        (canContain DiningTableType BreadType)
        (canContain DiningTableType CupType)
        (canContain DiningTableType ForkType)
        (canContain DiningTableType LettuceType)
        (canContain DiningTableType PlateType)
        (canContain DiningTableType SpoonType)
        (canContain DrawerType ForkType)
        (canContain DrawerType SpoonType)
        (canContain FridgeType BreadType)
        (canContain FridgeType CupType)
        (canContain FridgeType LettuceType)
        (canContain FridgeType PlateType)
        (canContain GarbageCanType BreadType)
        (canContain GarbageCanType LettuceType)
        (canContain MicrowaveType BreadType)
        (canContain MicrowaveType CupType)
        (canContain MicrowaveType PlateType)
        (canContain SinkBasinType CupType)
        (canContain SinkBasinType ForkType)
        (canContain SinkBasinType LettuceType)
        (canContain SinkBasinType PlateType)
        (canContain SinkBasinType SpoonType)
        (atLocation agent1 loc_bar__minus_4_bar__minus_11_bar_1_bar_30)
    )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o PlateType)
                            (receptacleType ?r SinkBasinType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    