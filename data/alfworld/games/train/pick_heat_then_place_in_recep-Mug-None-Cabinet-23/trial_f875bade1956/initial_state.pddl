(define (problem plan_trial_f875bade1956)
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
        Mug_bar__minus_00_dot_60_bar__plus_01_dot_19_bar__minus_02_dot_92 - object
        Mug_bar__minus_02_dot_44_bar__plus_01_dot_15_bar__minus_01_dot_42 - object
        SoapBottle_bar__minus_01_dot_42_bar__plus_01_dot_46_bar__minus_00_dot_96 - object
        SoapBottle_bar__minus_00_dot_45_bar__plus_00_dot_61_bar__minus_03_dot_66 - object
        Pot_bar__minus_00_dot_56_bar__plus_00_dot_49_bar__minus_01_dot_53 - object
        Pot_bar__minus_00_dot_34_bar__plus_00_dot_10_bar__minus_00_dot_93 - object
        Tomato_bar__minus_02_dot_57_bar__plus_00_dot_91_bar__minus_01_dot_91 - object
        Tomato_bar__minus_01_dot_31_bar__plus_01_dot_79_bar__minus_04_dot_08 - object
        WineBottle_bar__minus_00_dot_54_bar__plus_00_dot_58_bar__minus_02_dot_29 - object
        Bowl_bar__minus_00_dot_38_bar__plus_00_dot_54_bar__minus_03_dot_33 - object
        Bowl_bar__minus_00_dot_18_bar__plus_01_dot_05_bar__minus_03_dot_01 - object
        Plate_bar__minus_00_dot_54_bar__plus_00_dot_25_bar__minus_00_dot_91 - object
        Plate_bar__minus_01_dot_15_bar__plus_01_dot_71_bar__minus_03_dot_92 - object
        DishSponge_bar__minus_00_dot_63_bar__plus_02_dot_28_bar__minus_03_dot_74 - object
        DishSponge_bar__minus_00_dot_71_bar__plus_00_dot_66_bar__minus_03_dot_52 - object
        Pen_bar__minus_02_dot_62_bar__plus_01_dot_15_bar__minus_01_dot_58 - object
        Pen_bar__minus_00_dot_96_bar__plus_01_dot_71_bar__minus_00_dot_85 - object
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
        (objectType Mug_bar__minus_00_dot_60_bar__plus_01_dot_19_bar__minus_02_dot_92 MugType)
        (inReceptacle Mug_bar__minus_00_dot_60_bar__plus_01_dot_19_bar__minus_02_dot_92 CounterTop_bar__minus_00_dot_30_bar__plus_00_dot_95_bar__minus_02_dot_79)
        (objectAtLocation Mug_bar__minus_00_dot_60_bar__plus_01_dot_19_bar__minus_02_dot_92 loc_bar__minus_4_bar__minus_12_bar_1_bar_30)
        (cleanable Mug_bar__minus_00_dot_60_bar__plus_01_dot_19_bar__minus_02_dot_92)
        (heatable Mug_bar__minus_00_dot_60_bar__plus_01_dot_19_bar__minus_02_dot_92)
        (coolable Mug_bar__minus_00_dot_60_bar__plus_01_dot_19_bar__minus_02_dot_92)
        (pickupable Mug_bar__minus_00_dot_60_bar__plus_01_dot_19_bar__minus_02_dot_92)
        (isReceptacleObject Mug_bar__minus_00_dot_60_bar__plus_01_dot_19_bar__minus_02_dot_92)
        (objectType Mug_bar__minus_02_dot_44_bar__plus_01_dot_15_bar__minus_01_dot_42 MugType)
        (inReceptacle Mug_bar__minus_02_dot_44_bar__plus_01_dot_15_bar__minus_01_dot_42 DiningTable_bar__minus_02_dot_43_bar__plus_00_dot_90_bar__minus_01_dot_70)
        (objectAtLocation Mug_bar__minus_02_dot_44_bar__plus_01_dot_15_bar__minus_01_dot_42 loc_bar__minus_5_bar__minus_7_bar_3_bar_30)
        (cleanable Mug_bar__minus_02_dot_44_bar__plus_01_dot_15_bar__minus_01_dot_42)
        (heatable Mug_bar__minus_02_dot_44_bar__plus_01_dot_15_bar__minus_01_dot_42)
        (coolable Mug_bar__minus_02_dot_44_bar__plus_01_dot_15_bar__minus_01_dot_42)
        (pickupable Mug_bar__minus_02_dot_44_bar__plus_01_dot_15_bar__minus_01_dot_42)
        (isReceptacleObject Mug_bar__minus_02_dot_44_bar__plus_01_dot_15_bar__minus_01_dot_42)
        (objectType SoapBottle_bar__minus_01_dot_42_bar__plus_01_dot_46_bar__minus_00_dot_96 SoapBottleType)
        (inReceptacle SoapBottle_bar__minus_01_dot_42_bar__plus_01_dot_46_bar__minus_00_dot_96 GarbageCan_bar__minus_01_dot_22_bar__plus_01_dot_41_bar__minus_01_dot_13)
        (objectAtLocation SoapBottle_bar__minus_01_dot_42_bar__plus_01_dot_46_bar__minus_00_dot_96 loc_bar__minus_5_bar__minus_5_bar_1_bar_45)
        (pickupable SoapBottle_bar__minus_01_dot_42_bar__plus_01_dot_46_bar__minus_00_dot_96)
        (objectType SoapBottle_bar__minus_00_dot_45_bar__plus_00_dot_61_bar__minus_03_dot_66 SoapBottleType)
        (inReceptacle SoapBottle_bar__minus_00_dot_45_bar__plus_00_dot_61_bar__minus_03_dot_66 Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_03_dot_40)
        (objectAtLocation SoapBottle_bar__minus_00_dot_45_bar__plus_00_dot_61_bar__minus_03_dot_66 loc_bar__minus_6_bar__minus_11_bar_1_bar_30)
        (pickupable SoapBottle_bar__minus_00_dot_45_bar__plus_00_dot_61_bar__minus_03_dot_66)
        (objectType Pot_bar__minus_00_dot_56_bar__plus_00_dot_49_bar__minus_01_dot_53 PotType)
        (inReceptacle Pot_bar__minus_00_dot_56_bar__plus_00_dot_49_bar__minus_01_dot_53 Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_01_dot_80)
        (objectAtLocation Pot_bar__minus_00_dot_56_bar__plus_00_dot_49_bar__minus_01_dot_53 loc_bar__minus_6_bar__minus_5_bar_1_bar_30)
        (cleanable Pot_bar__minus_00_dot_56_bar__plus_00_dot_49_bar__minus_01_dot_53)
        (coolable Pot_bar__minus_00_dot_56_bar__plus_00_dot_49_bar__minus_01_dot_53)
        (pickupable Pot_bar__minus_00_dot_56_bar__plus_00_dot_49_bar__minus_01_dot_53)
        (isReceptacleObject Pot_bar__minus_00_dot_56_bar__plus_00_dot_49_bar__minus_01_dot_53)
        (objectType Pot_bar__minus_00_dot_34_bar__plus_00_dot_10_bar__minus_00_dot_93 PotType)
        (inReceptacle Pot_bar__minus_00_dot_34_bar__plus_00_dot_10_bar__minus_00_dot_93 Fridge_bar__minus_00_dot_33_bar__plus_00_dot_00_bar__minus_00_dot_77)
        (objectAtLocation Pot_bar__minus_00_dot_34_bar__plus_00_dot_10_bar__minus_00_dot_93 loc_bar__minus_5_bar__minus_3_bar_1_bar_0)
        (cleanable Pot_bar__minus_00_dot_34_bar__plus_00_dot_10_bar__minus_00_dot_93)
        (coolable Pot_bar__minus_00_dot_34_bar__plus_00_dot_10_bar__minus_00_dot_93)
        (pickupable Pot_bar__minus_00_dot_34_bar__plus_00_dot_10_bar__minus_00_dot_93)
        (isReceptacleObject Pot_bar__minus_00_dot_34_bar__plus_00_dot_10_bar__minus_00_dot_93)
        (objectType Tomato_bar__minus_02_dot_57_bar__plus_00_dot_91_bar__minus_01_dot_91 TomatoType)
        (inReceptacle Tomato_bar__minus_02_dot_57_bar__plus_00_dot_91_bar__minus_01_dot_91 DiningTable_bar__minus_02_dot_43_bar__plus_00_dot_90_bar__minus_01_dot_70)
        (objectAtLocation Tomato_bar__minus_02_dot_57_bar__plus_00_dot_91_bar__minus_01_dot_91 loc_bar__minus_5_bar__minus_7_bar_3_bar_30)
        (cleanable Tomato_bar__minus_02_dot_57_bar__plus_00_dot_91_bar__minus_01_dot_91)
        (heatable Tomato_bar__minus_02_dot_57_bar__plus_00_dot_91_bar__minus_01_dot_91)
        (coolable Tomato_bar__minus_02_dot_57_bar__plus_00_dot_91_bar__minus_01_dot_91)
        (sliceable Tomato_bar__minus_02_dot_57_bar__plus_00_dot_91_bar__minus_01_dot_91)
        (pickupable Tomato_bar__minus_02_dot_57_bar__plus_00_dot_91_bar__minus_01_dot_91)
        (objectType Tomato_bar__minus_01_dot_31_bar__plus_01_dot_79_bar__minus_04_dot_08 TomatoType)
        (inReceptacle Tomato_bar__minus_01_dot_31_bar__plus_01_dot_79_bar__minus_04_dot_08 Microwave_bar__minus_01_dot_32_bar__plus_01_dot_52_bar__minus_03_dot_85)
        (objectAtLocation Tomato_bar__minus_01_dot_31_bar__plus_01_dot_79_bar__minus_04_dot_08 loc_bar__minus_5_bar__minus_12_bar_2_bar_0)
        (cleanable Tomato_bar__minus_01_dot_31_bar__plus_01_dot_79_bar__minus_04_dot_08)
        (heatable Tomato_bar__minus_01_dot_31_bar__plus_01_dot_79_bar__minus_04_dot_08)
        (coolable Tomato_bar__minus_01_dot_31_bar__plus_01_dot_79_bar__minus_04_dot_08)
        (sliceable Tomato_bar__minus_01_dot_31_bar__plus_01_dot_79_bar__minus_04_dot_08)
        (pickupable Tomato_bar__minus_01_dot_31_bar__plus_01_dot_79_bar__minus_04_dot_08)
        (objectType WineBottle_bar__minus_00_dot_54_bar__plus_00_dot_58_bar__minus_02_dot_29 WineBottleType)
        (inReceptacle WineBottle_bar__minus_00_dot_54_bar__plus_00_dot_58_bar__minus_02_dot_29 Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_02_dot_20)
        (objectAtLocation WineBottle_bar__minus_00_dot_54_bar__plus_00_dot_58_bar__minus_02_dot_29 loc_bar__minus_6_bar__minus_7_bar_1_bar_30)
        (coolable WineBottle_bar__minus_00_dot_54_bar__plus_00_dot_58_bar__minus_02_dot_29)
        (pickupable WineBottle_bar__minus_00_dot_54_bar__plus_00_dot_58_bar__minus_02_dot_29)
        (objectType Bowl_bar__minus_00_dot_38_bar__plus_00_dot_54_bar__minus_03_dot_33 BowlType)
        (inReceptacle Bowl_bar__minus_00_dot_38_bar__plus_00_dot_54_bar__minus_03_dot_33 Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_03_dot_40)
        (objectAtLocation Bowl_bar__minus_00_dot_38_bar__plus_00_dot_54_bar__minus_03_dot_33 loc_bar__minus_6_bar__minus_11_bar_1_bar_30)
        (cleanable Bowl_bar__minus_00_dot_38_bar__plus_00_dot_54_bar__minus_03_dot_33)
        (coolable Bowl_bar__minus_00_dot_38_bar__plus_00_dot_54_bar__minus_03_dot_33)
        (pickupable Bowl_bar__minus_00_dot_38_bar__plus_00_dot_54_bar__minus_03_dot_33)
        (isReceptacleObject Bowl_bar__minus_00_dot_38_bar__plus_00_dot_54_bar__minus_03_dot_33)
        (objectType Bowl_bar__minus_00_dot_18_bar__plus_01_dot_05_bar__minus_03_dot_01 BowlType)
        (inReceptacle Bowl_bar__minus_00_dot_18_bar__plus_01_dot_05_bar__minus_03_dot_01 CounterTop_bar__minus_00_dot_30_bar__plus_00_dot_95_bar__minus_02_dot_79)
        (objectAtLocation Bowl_bar__minus_00_dot_18_bar__plus_01_dot_05_bar__minus_03_dot_01 loc_bar__minus_4_bar__minus_12_bar_1_bar_30)
        (cleanable Bowl_bar__minus_00_dot_18_bar__plus_01_dot_05_bar__minus_03_dot_01)
        (coolable Bowl_bar__minus_00_dot_18_bar__plus_01_dot_05_bar__minus_03_dot_01)
        (pickupable Bowl_bar__minus_00_dot_18_bar__plus_01_dot_05_bar__minus_03_dot_01)
        (isReceptacleObject Bowl_bar__minus_00_dot_18_bar__plus_01_dot_05_bar__minus_03_dot_01)
        (objectType Plate_bar__minus_00_dot_54_bar__plus_00_dot_25_bar__minus_00_dot_91 PlateType)
        (inReceptacle Plate_bar__minus_00_dot_54_bar__plus_00_dot_25_bar__minus_00_dot_91 Fridge_bar__minus_00_dot_33_bar__plus_00_dot_00_bar__minus_00_dot_77)
        (objectAtLocation Plate_bar__minus_00_dot_54_bar__plus_00_dot_25_bar__minus_00_dot_91 loc_bar__minus_5_bar__minus_3_bar_1_bar_0)
        (cleanable Plate_bar__minus_00_dot_54_bar__plus_00_dot_25_bar__minus_00_dot_91)
        (heatable Plate_bar__minus_00_dot_54_bar__plus_00_dot_25_bar__minus_00_dot_91)
        (coolable Plate_bar__minus_00_dot_54_bar__plus_00_dot_25_bar__minus_00_dot_91)
        (pickupable Plate_bar__minus_00_dot_54_bar__plus_00_dot_25_bar__minus_00_dot_91)
        (isReceptacleObject Plate_bar__minus_00_dot_54_bar__plus_00_dot_25_bar__minus_00_dot_91)
        (objectType Plate_bar__minus_01_dot_15_bar__plus_01_dot_71_bar__minus_03_dot_92 PlateType)
        (inReceptacle Plate_bar__minus_01_dot_15_bar__plus_01_dot_71_bar__minus_03_dot_92 Microwave_bar__minus_01_dot_32_bar__plus_01_dot_52_bar__minus_03_dot_85)
        (objectAtLocation Plate_bar__minus_01_dot_15_bar__plus_01_dot_71_bar__minus_03_dot_92 loc_bar__minus_5_bar__minus_12_bar_2_bar_0)
        (cleanable Plate_bar__minus_01_dot_15_bar__plus_01_dot_71_bar__minus_03_dot_92)
        (heatable Plate_bar__minus_01_dot_15_bar__plus_01_dot_71_bar__minus_03_dot_92)
        (coolable Plate_bar__minus_01_dot_15_bar__plus_01_dot_71_bar__minus_03_dot_92)
        (pickupable Plate_bar__minus_01_dot_15_bar__plus_01_dot_71_bar__minus_03_dot_92)
        (isReceptacleObject Plate_bar__minus_01_dot_15_bar__plus_01_dot_71_bar__minus_03_dot_92)
        (objectType DishSponge_bar__minus_00_dot_63_bar__plus_02_dot_28_bar__minus_03_dot_74 DishSpongeType)
        (inReceptacle DishSponge_bar__minus_00_dot_63_bar__plus_02_dot_28_bar__minus_03_dot_74 Cabinet_bar__minus_00_dot_88_bar__plus_02_dot_14_bar__minus_03_dot_69)
        (objectAtLocation DishSponge_bar__minus_00_dot_63_bar__plus_02_dot_28_bar__minus_03_dot_74 loc_bar__minus_4_bar__minus_9_bar_2_bar_0)
        (cleanable DishSponge_bar__minus_00_dot_63_bar__plus_02_dot_28_bar__minus_03_dot_74)
        (pickupable DishSponge_bar__minus_00_dot_63_bar__plus_02_dot_28_bar__minus_03_dot_74)
        (objectType DishSponge_bar__minus_00_dot_71_bar__plus_00_dot_66_bar__minus_03_dot_52 DishSpongeType)
        (inReceptacle DishSponge_bar__minus_00_dot_71_bar__plus_00_dot_66_bar__minus_03_dot_52 Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_03_dot_40)
        (objectAtLocation DishSponge_bar__minus_00_dot_71_bar__plus_00_dot_66_bar__minus_03_dot_52 loc_bar__minus_6_bar__minus_11_bar_1_bar_30)
        (cleanable DishSponge_bar__minus_00_dot_71_bar__plus_00_dot_66_bar__minus_03_dot_52)
        (pickupable DishSponge_bar__minus_00_dot_71_bar__plus_00_dot_66_bar__minus_03_dot_52)
        (objectType Pen_bar__minus_02_dot_62_bar__plus_01_dot_15_bar__minus_01_dot_58 PenType)
        (inReceptacle Pen_bar__minus_02_dot_62_bar__plus_01_dot_15_bar__minus_01_dot_58 DiningTable_bar__minus_02_dot_43_bar__plus_00_dot_90_bar__minus_01_dot_70)
        (objectAtLocation Pen_bar__minus_02_dot_62_bar__plus_01_dot_15_bar__minus_01_dot_58 loc_bar__minus_5_bar__minus_7_bar_3_bar_30)
        (pickupable Pen_bar__minus_02_dot_62_bar__plus_01_dot_15_bar__minus_01_dot_58)
        (objectType Pen_bar__minus_00_dot_96_bar__plus_01_dot_71_bar__minus_00_dot_85 PenType)
        (inReceptacle Pen_bar__minus_00_dot_96_bar__plus_01_dot_71_bar__minus_00_dot_85 GarbageCan_bar__minus_01_dot_22_bar__plus_01_dot_41_bar__minus_01_dot_13)
        (objectAtLocation Pen_bar__minus_00_dot_96_bar__plus_01_dot_71_bar__minus_00_dot_85 loc_bar__minus_5_bar__minus_5_bar_1_bar_45)
        (pickupable Pen_bar__minus_00_dot_96_bar__plus_01_dot_71_bar__minus_00_dot_85)
        (canContain CabinetType BowlType)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType MugType)
        (canContain CabinetType PlateType)
        (canContain CabinetType PotType)
        (canContain CabinetType SoapBottleType)
        (canContain CabinetType WineBottleType)
        (canContain CoffeeMachineType MugType)
        (canContain CounterTopType BowlType)
        (canContain CounterTopType DishSpongeType)
        (canContain CounterTopType MugType)
        (canContain CounterTopType PenType)
        (canContain CounterTopType PlateType)
        (canContain CounterTopType PotType)
        (canContain CounterTopType SoapBottleType)
        (canContain CounterTopType TomatoType)
        (canContain CounterTopType WineBottleType)
        (canContain DiningTableType BowlType)
        (canContain DiningTableType DishSpongeType)
        (canContain DiningTableType MugType)
        (canContain DiningTableType PenType)
        (canContain DiningTableType PlateType)
        (canContain DiningTableType PotType)
        (canContain DiningTableType SoapBottleType)
        (canContain DiningTableType TomatoType)
        (canContain DiningTableType WineBottleType)
        (canContain DrawerType DishSpongeType)
        (canContain DrawerType PenType)
        (canContain DrawerType SoapBottleType)
        (canContain FridgeType BowlType)
        (canContain FridgeType MugType)
        (canContain FridgeType PlateType)
        (canContain FridgeType PotType)
        (canContain FridgeType TomatoType)
        (canContain FridgeType WineBottleType)
        (canContain GarbageCanType DishSpongeType)
        (canContain GarbageCanType PenType)
        (canContain GarbageCanType SoapBottleType)
        (canContain GarbageCanType TomatoType)
        (canContain GarbageCanType WineBottleType)
        (canContain MicrowaveType BowlType)
        (canContain MicrowaveType MugType)
        (canContain MicrowaveType PlateType)
        (canContain MicrowaveType TomatoType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType MugType)
        (canContain SinkBasinType PlateType)
        (canContain SinkBasinType PotType)
        (canContain SinkBasinType TomatoType)
        (canContain StoveBurnerType PotType)
        (atLocation agent1 loc_bar__minus_4_bar__minus_11_bar_1_bar_30)
    )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o MugType)
                            (receptacleType ?r CabinetType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    