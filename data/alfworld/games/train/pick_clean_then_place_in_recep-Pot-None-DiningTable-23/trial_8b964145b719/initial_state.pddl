(define (problem plan_trial_8b964145b719)
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
        Pot_bar__minus_01_dot_61_bar__plus_02_dot_26_bar__minus_03_dot_50 - object
        Pot_bar__minus_01_dot_13_bar__plus_00_dot_58_bar__minus_03_dot_44 - object
        ButterKnife_bar__minus_00_dot_33_bar__plus_01_dot_02_bar__minus_02_dot_84 - object
        ButterKnife_bar__minus_00_dot_44_bar__plus_01_dot_18_bar__minus_02_dot_53 - object
        Glassbottle_bar__minus_02_dot_28_bar__plus_01_dot_17_bar__minus_01_dot_68 - object
        DishSponge_bar__minus_00_dot_42_bar__plus_00_dot_66_bar__minus_02_dot_28 - object
        DishSponge_bar__minus_00_dot_77_bar__plus_00_dot_69_bar__minus_03_dot_53 - object
        Pen_bar__minus_02_dot_72_bar__plus_01_dot_12_bar__minus_01_dot_96 - object
        Pen_bar__minus_02_dot_71_bar__plus_01_dot_04_bar__minus_01_dot_53 - object
        SoapBottle_bar__minus_01_dot_00_bar__plus_00_dot_41_bar__minus_03_dot_33 - object
        SoapBottle_bar__minus_01_dot_08_bar__plus_00_dot_39_bar__minus_03_dot_17 - object
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
        (objectType Pot_bar__minus_01_dot_61_bar__plus_02_dot_26_bar__minus_03_dot_50 PotType)
        (inReceptacle Pot_bar__minus_01_dot_61_bar__plus_02_dot_26_bar__minus_03_dot_50 Cabinet_bar__minus_01_dot_76_bar__plus_02_dot_14_bar__minus_03_dot_69)
        (objectAtLocation Pot_bar__minus_01_dot_61_bar__plus_02_dot_26_bar__minus_03_dot_50 loc_bar__minus_7_bar__minus_9_bar_2_bar_0)
        (cleanable Pot_bar__minus_01_dot_61_bar__plus_02_dot_26_bar__minus_03_dot_50)
        (coolable Pot_bar__minus_01_dot_61_bar__plus_02_dot_26_bar__minus_03_dot_50)
        (pickupable Pot_bar__minus_01_dot_61_bar__plus_02_dot_26_bar__minus_03_dot_50)
        (isReceptacleObject Pot_bar__minus_01_dot_61_bar__plus_02_dot_26_bar__minus_03_dot_50)
        (objectType Pot_bar__minus_01_dot_13_bar__plus_00_dot_58_bar__minus_03_dot_44 PotType)
        (inReceptacle Pot_bar__minus_01_dot_13_bar__plus_00_dot_58_bar__minus_03_dot_44 Cabinet_bar__minus_00_dot_88_bar__plus_00_dot_39_bar__minus_03_dot_42)
        (objectAtLocation Pot_bar__minus_01_dot_13_bar__plus_00_dot_58_bar__minus_03_dot_44 loc_bar__minus_4_bar__minus_10_bar_2_bar_30)
        (cleanable Pot_bar__minus_01_dot_13_bar__plus_00_dot_58_bar__minus_03_dot_44)
        (coolable Pot_bar__minus_01_dot_13_bar__plus_00_dot_58_bar__minus_03_dot_44)
        (pickupable Pot_bar__minus_01_dot_13_bar__plus_00_dot_58_bar__minus_03_dot_44)
        (isReceptacleObject Pot_bar__minus_01_dot_13_bar__plus_00_dot_58_bar__minus_03_dot_44)
        (objectType ButterKnife_bar__minus_00_dot_33_bar__plus_01_dot_02_bar__minus_02_dot_84 ButterKnifeType)
        (inReceptacle ButterKnife_bar__minus_00_dot_33_bar__plus_01_dot_02_bar__minus_02_dot_84 CounterTop_bar__minus_00_dot_30_bar__plus_00_dot_95_bar__minus_02_dot_79)
        (objectAtLocation ButterKnife_bar__minus_00_dot_33_bar__plus_01_dot_02_bar__minus_02_dot_84 loc_bar__minus_4_bar__minus_12_bar_1_bar_30)
        (cleanable ButterKnife_bar__minus_00_dot_33_bar__plus_01_dot_02_bar__minus_02_dot_84)
        (pickupable ButterKnife_bar__minus_00_dot_33_bar__plus_01_dot_02_bar__minus_02_dot_84)
        (objectType ButterKnife_bar__minus_00_dot_44_bar__plus_01_dot_18_bar__minus_02_dot_53 ButterKnifeType)
        (inReceptacle ButterKnife_bar__minus_00_dot_44_bar__plus_01_dot_18_bar__minus_02_dot_53 CounterTop_bar__minus_00_dot_30_bar__plus_00_dot_95_bar__minus_02_dot_79)
        (objectAtLocation ButterKnife_bar__minus_00_dot_44_bar__plus_01_dot_18_bar__minus_02_dot_53 loc_bar__minus_4_bar__minus_12_bar_1_bar_30)
        (cleanable ButterKnife_bar__minus_00_dot_44_bar__plus_01_dot_18_bar__minus_02_dot_53)
        (pickupable ButterKnife_bar__minus_00_dot_44_bar__plus_01_dot_18_bar__minus_02_dot_53)
        (objectType Glassbottle_bar__minus_02_dot_28_bar__plus_01_dot_17_bar__minus_01_dot_68 GlassbottleType)
        (inReceptacle Glassbottle_bar__minus_02_dot_28_bar__plus_01_dot_17_bar__minus_01_dot_68 DiningTable_bar__minus_02_dot_43_bar__plus_00_dot_90_bar__minus_01_dot_70)
        (objectAtLocation Glassbottle_bar__minus_02_dot_28_bar__plus_01_dot_17_bar__minus_01_dot_68 loc_bar__minus_5_bar__minus_7_bar_3_bar_30)
        (pickupable Glassbottle_bar__minus_02_dot_28_bar__plus_01_dot_17_bar__minus_01_dot_68)
        (objectType DishSponge_bar__minus_00_dot_42_bar__plus_00_dot_66_bar__minus_02_dot_28 DishSpongeType)
        (inReceptacle DishSponge_bar__minus_00_dot_42_bar__plus_00_dot_66_bar__minus_02_dot_28 Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_02_dot_20)
        (objectAtLocation DishSponge_bar__minus_00_dot_42_bar__plus_00_dot_66_bar__minus_02_dot_28 loc_bar__minus_6_bar__minus_7_bar_1_bar_30)
        (cleanable DishSponge_bar__minus_00_dot_42_bar__plus_00_dot_66_bar__minus_02_dot_28)
        (pickupable DishSponge_bar__minus_00_dot_42_bar__plus_00_dot_66_bar__minus_02_dot_28)
        (objectType DishSponge_bar__minus_00_dot_77_bar__plus_00_dot_69_bar__minus_03_dot_53 DishSpongeType)
        (inReceptacle DishSponge_bar__minus_00_dot_77_bar__plus_00_dot_69_bar__minus_03_dot_53 Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_03_dot_40)
        (objectAtLocation DishSponge_bar__minus_00_dot_77_bar__plus_00_dot_69_bar__minus_03_dot_53 loc_bar__minus_6_bar__minus_11_bar_1_bar_30)
        (cleanable DishSponge_bar__minus_00_dot_77_bar__plus_00_dot_69_bar__minus_03_dot_53)
        (pickupable DishSponge_bar__minus_00_dot_77_bar__plus_00_dot_69_bar__minus_03_dot_53)
        (objectType Pen_bar__minus_02_dot_72_bar__plus_01_dot_12_bar__minus_01_dot_96 PenType)
        (inReceptacle Pen_bar__minus_02_dot_72_bar__plus_01_dot_12_bar__minus_01_dot_96 DiningTable_bar__minus_02_dot_43_bar__plus_00_dot_90_bar__minus_01_dot_70)
        (objectAtLocation Pen_bar__minus_02_dot_72_bar__plus_01_dot_12_bar__minus_01_dot_96 loc_bar__minus_5_bar__minus_7_bar_3_bar_30)
        (pickupable Pen_bar__minus_02_dot_72_bar__plus_01_dot_12_bar__minus_01_dot_96)
        (objectType Pen_bar__minus_02_dot_71_bar__plus_01_dot_04_bar__minus_01_dot_53 PenType)
        (inReceptacle Pen_bar__minus_02_dot_71_bar__plus_01_dot_04_bar__minus_01_dot_53 DiningTable_bar__minus_02_dot_43_bar__plus_00_dot_90_bar__minus_01_dot_70)
        (objectAtLocation Pen_bar__minus_02_dot_71_bar__plus_01_dot_04_bar__minus_01_dot_53 loc_bar__minus_5_bar__minus_7_bar_3_bar_30)
        (pickupable Pen_bar__minus_02_dot_71_bar__plus_01_dot_04_bar__minus_01_dot_53)
        (objectType SoapBottle_bar__minus_01_dot_00_bar__plus_00_dot_41_bar__minus_03_dot_33 SoapBottleType)
        (inReceptacle SoapBottle_bar__minus_01_dot_00_bar__plus_00_dot_41_bar__minus_03_dot_33 Cabinet_bar__minus_00_dot_88_bar__plus_00_dot_39_bar__minus_03_dot_42)
        (objectAtLocation SoapBottle_bar__minus_01_dot_00_bar__plus_00_dot_41_bar__minus_03_dot_33 loc_bar__minus_4_bar__minus_10_bar_2_bar_30)
        (pickupable SoapBottle_bar__minus_01_dot_00_bar__plus_00_dot_41_bar__minus_03_dot_33)
        (objectType SoapBottle_bar__minus_01_dot_08_bar__plus_00_dot_39_bar__minus_03_dot_17 SoapBottleType)
        (inReceptacle SoapBottle_bar__minus_01_dot_08_bar__plus_00_dot_39_bar__minus_03_dot_17 Cabinet_bar__minus_00_dot_88_bar__plus_00_dot_39_bar__minus_03_dot_42)
        (objectAtLocation SoapBottle_bar__minus_01_dot_08_bar__plus_00_dot_39_bar__minus_03_dot_17 loc_bar__minus_4_bar__minus_10_bar_2_bar_30)
        (pickupable SoapBottle_bar__minus_01_dot_08_bar__plus_00_dot_39_bar__minus_03_dot_17)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType GlassbottleType)
        (canContain CabinetType PotType)
        (canContain CabinetType SoapBottleType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType DishSpongeType)
        (canContain CounterTopType GlassbottleType)
        (canContain CounterTopType PenType)
        (canContain CounterTopType PotType)
        (canContain CounterTopType SoapBottleType)
        (canContain DiningTableType ButterKnifeType)
        (canContain DiningTableType DishSpongeType)
        (canContain DiningTableType GlassbottleType)
        (canContain DiningTableType PenType)
        (canContain DiningTableType PotType)
        (canContain DiningTableType SoapBottleType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType DishSpongeType)
        (canContain DrawerType PenType)
        (canContain DrawerType SoapBottleType)
        (canContain FridgeType GlassbottleType)
        (canContain FridgeType PotType)
        (canContain GarbageCanType DishSpongeType)
        (canContain GarbageCanType PenType)
        (canContain GarbageCanType SoapBottleType)
        (canContain MicrowaveType GlassbottleType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType GlassbottleType)
        (canContain SinkBasinType PotType)
        (canContain StoveBurnerType PotType)
        (atLocation agent1 loc_bar__minus_4_bar__minus_11_bar_1_bar_30)
    )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o PotType)
                            (receptacleType ?r DiningTableType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    