(define (problem plan_trial_bd2df1160193)
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
        Lettuce_bar__minus_02_dot_50_bar__plus_00_dot_06_bar__plus_01_dot_94 - object
        PepperShaker_bar__minus_02_dot_97_bar__plus_01_dot_82_bar__plus_00_dot_30 - object
        Pan_bar__minus_02_dot_42_bar__plus_02_dot_16_bar__plus_01_dot_51 - object
        Pot_bar__minus_02_dot_27_bar__plus_00_dot_46_bar__plus_01_dot_56 - object
        Pot_bar__minus_02_dot_25_bar__plus_00_dot_59_bar__plus_01_dot_87 - object
        Mug_bar__minus_02_dot_42_bar__plus_02_dot_03_bar__plus_02_dot_57 - object
        Plate_bar__minus_02_dot_12_bar__plus_01_dot_01_bar__plus_00_dot_08 - object
        Plate_bar__minus_02_dot_73_bar__plus_01_dot_89_bar__plus_01_dot_10 - object
        DishSponge_bar__minus_02_dot_54_bar__plus_00_dot_98_bar__plus_01_dot_67 - object
        DishSponge_bar__minus_01_dot_22_bar__plus_00_dot_46_bar__plus_00_dot_61 - object
        SaltShaker_bar__minus_01_dot_00_bar__plus_00_dot_62_bar__plus_00_dot_41 - object
        SaltShaker_bar__minus_00_dot_46_bar__plus_00_dot_85_bar__plus_01_dot_15 - object
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
        (objectType Lettuce_bar__minus_02_dot_50_bar__plus_00_dot_06_bar__plus_01_dot_94 LettuceType)
        (inReceptacle Lettuce_bar__minus_02_dot_50_bar__plus_00_dot_06_bar__plus_01_dot_94 Fridge_bar__minus_02_dot_78_bar__plus_00_dot_00_bar__plus_02_dot_22)
        (objectAtLocation Lettuce_bar__minus_02_dot_50_bar__plus_00_dot_06_bar__plus_01_dot_94 loc_bar__minus_7_bar_9_bar_3_bar_30)
        (cleanable Lettuce_bar__minus_02_dot_50_bar__plus_00_dot_06_bar__plus_01_dot_94)
        (coolable Lettuce_bar__minus_02_dot_50_bar__plus_00_dot_06_bar__plus_01_dot_94)
        (sliceable Lettuce_bar__minus_02_dot_50_bar__plus_00_dot_06_bar__plus_01_dot_94)
        (pickupable Lettuce_bar__minus_02_dot_50_bar__plus_00_dot_06_bar__plus_01_dot_94)
        (objectType PepperShaker_bar__minus_02_dot_97_bar__plus_01_dot_82_bar__plus_00_dot_30 PepperShakerType)
        (inReceptacle PepperShaker_bar__minus_02_dot_97_bar__plus_01_dot_82_bar__plus_00_dot_30 Cabinet_bar__minus_02_dot_77_bar__plus_01_dot_80_bar__plus_00_dot_51)
        (objectAtLocation PepperShaker_bar__minus_02_dot_97_bar__plus_01_dot_82_bar__plus_00_dot_30 loc_bar__minus_6_bar_4_bar_3_bar_0)
        (pickupable PepperShaker_bar__minus_02_dot_97_bar__plus_01_dot_82_bar__plus_00_dot_30)
        (objectType Pan_bar__minus_02_dot_42_bar__plus_02_dot_16_bar__plus_01_dot_51 PanType)
        (inReceptacle Pan_bar__minus_02_dot_42_bar__plus_02_dot_16_bar__plus_01_dot_51 Cabinet_bar__minus_02_dot_38_bar__plus_02_dot_02_bar__plus_01_dot_72)
        (objectAtLocation Pan_bar__minus_02_dot_42_bar__plus_02_dot_16_bar__plus_01_dot_51 loc_bar__minus_7_bar_7_bar_3_bar__minus_30)
        (cleanable Pan_bar__minus_02_dot_42_bar__plus_02_dot_16_bar__plus_01_dot_51)
        (coolable Pan_bar__minus_02_dot_42_bar__plus_02_dot_16_bar__plus_01_dot_51)
        (pickupable Pan_bar__minus_02_dot_42_bar__plus_02_dot_16_bar__plus_01_dot_51)
        (isReceptacleObject Pan_bar__minus_02_dot_42_bar__plus_02_dot_16_bar__plus_01_dot_51)
        (objectType Pot_bar__minus_02_dot_27_bar__plus_00_dot_46_bar__plus_01_dot_56 PotType)
        (inReceptacle Pot_bar__minus_02_dot_27_bar__plus_00_dot_46_bar__plus_01_dot_56 Cabinet_bar__minus_02_dot_44_bar__plus_00_dot_39_bar__plus_01_dot_67)
        (objectAtLocation Pot_bar__minus_02_dot_27_bar__plus_00_dot_46_bar__plus_01_dot_56 loc_bar__minus_6_bar_4_bar_3_bar_30)
        (cleanable Pot_bar__minus_02_dot_27_bar__plus_00_dot_46_bar__plus_01_dot_56)
        (coolable Pot_bar__minus_02_dot_27_bar__plus_00_dot_46_bar__plus_01_dot_56)
        (pickupable Pot_bar__minus_02_dot_27_bar__plus_00_dot_46_bar__plus_01_dot_56)
        (isReceptacleObject Pot_bar__minus_02_dot_27_bar__plus_00_dot_46_bar__plus_01_dot_56)
        (objectType Pot_bar__minus_02_dot_25_bar__plus_00_dot_59_bar__plus_01_dot_87 PotType)
        (inReceptacle Pot_bar__minus_02_dot_25_bar__plus_00_dot_59_bar__plus_01_dot_87 Cabinet_bar__minus_02_dot_44_bar__plus_00_dot_39_bar__plus_01_dot_67)
        (objectAtLocation Pot_bar__minus_02_dot_25_bar__plus_00_dot_59_bar__plus_01_dot_87 loc_bar__minus_6_bar_4_bar_3_bar_30)
        (cleanable Pot_bar__minus_02_dot_25_bar__plus_00_dot_59_bar__plus_01_dot_87)
        (coolable Pot_bar__minus_02_dot_25_bar__plus_00_dot_59_bar__plus_01_dot_87)
        (pickupable Pot_bar__minus_02_dot_25_bar__plus_00_dot_59_bar__plus_01_dot_87)
        (isReceptacleObject Pot_bar__minus_02_dot_25_bar__plus_00_dot_59_bar__plus_01_dot_87)
        (objectType Mug_bar__minus_02_dot_42_bar__plus_02_dot_03_bar__plus_02_dot_57 MugType)
        (inReceptacle Mug_bar__minus_02_dot_42_bar__plus_02_dot_03_bar__plus_02_dot_57 Cabinet_bar__minus_02_dot_38_bar__plus_02_dot_01_bar__plus_02_dot_58)
        (objectAtLocation Mug_bar__minus_02_dot_42_bar__plus_02_dot_03_bar__plus_02_dot_57 loc_bar__minus_7_bar_9_bar_3_bar__minus_30)
        (cleanable Mug_bar__minus_02_dot_42_bar__plus_02_dot_03_bar__plus_02_dot_57)
        (heatable Mug_bar__minus_02_dot_42_bar__plus_02_dot_03_bar__plus_02_dot_57)
        (coolable Mug_bar__minus_02_dot_42_bar__plus_02_dot_03_bar__plus_02_dot_57)
        (pickupable Mug_bar__minus_02_dot_42_bar__plus_02_dot_03_bar__plus_02_dot_57)
        (isReceptacleObject Mug_bar__minus_02_dot_42_bar__plus_02_dot_03_bar__plus_02_dot_57)
        (objectType Plate_bar__minus_02_dot_12_bar__plus_01_dot_01_bar__plus_00_dot_08 PlateType)
        (inReceptacle Plate_bar__minus_02_dot_12_bar__plus_01_dot_01_bar__plus_00_dot_08 Sink_bar__minus_01_dot_84_bar__plus_00_dot_73_bar__plus_00_dot_34_bar_SinkBasin)
        (objectAtLocation Plate_bar__minus_02_dot_12_bar__plus_01_dot_01_bar__plus_00_dot_08 loc_bar__minus_4_bar_5_bar_2_bar_30)
        (cleanable Plate_bar__minus_02_dot_12_bar__plus_01_dot_01_bar__plus_00_dot_08)
        (heatable Plate_bar__minus_02_dot_12_bar__plus_01_dot_01_bar__plus_00_dot_08)
        (coolable Plate_bar__minus_02_dot_12_bar__plus_01_dot_01_bar__plus_00_dot_08)
        (pickupable Plate_bar__minus_02_dot_12_bar__plus_01_dot_01_bar__plus_00_dot_08)
        (isReceptacleObject Plate_bar__minus_02_dot_12_bar__plus_01_dot_01_bar__plus_00_dot_08)
        (objectType Plate_bar__minus_02_dot_73_bar__plus_01_dot_89_bar__plus_01_dot_10 PlateType)
        (inReceptacle Plate_bar__minus_02_dot_73_bar__plus_01_dot_89_bar__plus_01_dot_10 Cabinet_bar__minus_02_dot_78_bar__plus_01_dot_80_bar__plus_00_dot_82)
        (objectAtLocation Plate_bar__minus_02_dot_73_bar__plus_01_dot_89_bar__plus_01_dot_10 loc_bar__minus_8_bar_4_bar_3_bar_0)
        (cleanable Plate_bar__minus_02_dot_73_bar__plus_01_dot_89_bar__plus_01_dot_10)
        (heatable Plate_bar__minus_02_dot_73_bar__plus_01_dot_89_bar__plus_01_dot_10)
        (coolable Plate_bar__minus_02_dot_73_bar__plus_01_dot_89_bar__plus_01_dot_10)
        (pickupable Plate_bar__minus_02_dot_73_bar__plus_01_dot_89_bar__plus_01_dot_10)
        (isReceptacleObject Plate_bar__minus_02_dot_73_bar__plus_01_dot_89_bar__plus_01_dot_10)
        (objectType DishSponge_bar__minus_02_dot_54_bar__plus_00_dot_98_bar__plus_01_dot_67 DishSpongeType)
        (inReceptacle DishSponge_bar__minus_02_dot_54_bar__plus_00_dot_98_bar__plus_01_dot_67 Drawer_bar__minus_02_dot_59_bar__plus_00_dot_70_bar__plus_01_dot_51)
        (objectAtLocation DishSponge_bar__minus_02_dot_54_bar__plus_00_dot_98_bar__plus_01_dot_67 loc_bar__minus_7_bar_7_bar_3_bar_30)
        (cleanable DishSponge_bar__minus_02_dot_54_bar__plus_00_dot_98_bar__plus_01_dot_67)
        (pickupable DishSponge_bar__minus_02_dot_54_bar__plus_00_dot_98_bar__plus_01_dot_67)
        (objectType DishSponge_bar__minus_01_dot_22_bar__plus_00_dot_46_bar__plus_00_dot_61 DishSpongeType)
        (inReceptacle DishSponge_bar__minus_01_dot_22_bar__plus_00_dot_46_bar__plus_00_dot_61 Cabinet_bar__minus_01_dot_29_bar__plus_00_dot_39_bar__plus_00_dot_56)
        (objectAtLocation DishSponge_bar__minus_01_dot_22_bar__plus_00_dot_46_bar__plus_00_dot_61 loc_bar__minus_4_bar_6_bar_2_bar_30)
        (cleanable DishSponge_bar__minus_01_dot_22_bar__plus_00_dot_46_bar__plus_00_dot_61)
        (pickupable DishSponge_bar__minus_01_dot_22_bar__plus_00_dot_46_bar__plus_00_dot_61)
        (objectType SaltShaker_bar__minus_01_dot_00_bar__plus_00_dot_62_bar__plus_00_dot_41 SaltShakerType)
        (inReceptacle SaltShaker_bar__minus_01_dot_00_bar__plus_00_dot_62_bar__plus_00_dot_41 Cabinet_bar__minus_01_dot_29_bar__plus_00_dot_39_bar__plus_00_dot_56)
        (objectAtLocation SaltShaker_bar__minus_01_dot_00_bar__plus_00_dot_62_bar__plus_00_dot_41 loc_bar__minus_4_bar_6_bar_2_bar_30)
        (pickupable SaltShaker_bar__minus_01_dot_00_bar__plus_00_dot_62_bar__plus_00_dot_41)
        (objectType SaltShaker_bar__minus_00_dot_46_bar__plus_00_dot_85_bar__plus_01_dot_15 SaltShakerType)
        (inReceptacle SaltShaker_bar__minus_00_dot_46_bar__plus_00_dot_85_bar__plus_01_dot_15 Drawer_bar__minus_00_dot_40_bar__plus_00_dot_70_bar__plus_00_dot_91)
        (objectAtLocation SaltShaker_bar__minus_00_dot_46_bar__plus_00_dot_85_bar__plus_01_dot_15 loc_bar__minus_5_bar_5_bar_1_bar_30)
        (pickupable SaltShaker_bar__minus_00_dot_46_bar__plus_00_dot_85_bar__plus_01_dot_15)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType MugType)
        (canContain CabinetType PanType)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType PlateType)
        (canContain CabinetType PotType)
        (canContain CabinetType SaltShakerType)
        (canContain CoffeeMachineType MugType)
        (canContain CounterTopType DishSpongeType)
        (canContain CounterTopType LettuceType)
        (canContain CounterTopType MugType)
        (canContain CounterTopType PanType)
        (canContain CounterTopType PepperShakerType)
        (canContain CounterTopType PlateType)
        (canContain CounterTopType PotType)
        (canContain CounterTopType SaltShakerType)
        (canContain DrawerType DishSpongeType)
        (canContain DrawerType PepperShakerType)
        (canContain DrawerType SaltShakerType)
        (canContain FridgeType LettuceType)
        (canContain FridgeType MugType)
        (canContain FridgeType PanType)
        (canContain FridgeType PlateType)
        (canContain FridgeType PotType)
        (canContain GarbageCanType DishSpongeType)
        (canContain GarbageCanType LettuceType)
        (canContain MicrowaveType MugType)
        (canContain MicrowaveType PlateType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType LettuceType)
        (canContain SinkBasinType MugType)
        (canContain SinkBasinType PanType)
        (canContain SinkBasinType PlateType)
        (canContain SinkBasinType PotType)
        (canContain StoveBurnerType PanType)
        (canContain StoveBurnerType PotType)
        (atLocation agent1 loc_bar__minus_8_bar_6_bar_0_bar_30)
    )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o LettuceType)
                            (receptacleType ?r CounterTopType)
                        )
                    )
                )
            )
        )
    )
    