(define (problem plan_trial_a41b31e232a5)
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
        WineBottle_bar__plus_01_dot_54_bar__plus_01_dot_06_bar__minus_02_dot_55 - object
        WineBottle_bar__plus_01_dot_51_bar__plus_01_dot_00_bar__minus_02_dot_31 - object
        WineBottle_bar__plus_00_dot_07_bar__plus_01_dot_35_bar__plus_00_dot_23 - object
        Mug_bar__plus_01_dot_73_bar__plus_01_dot_06_bar__minus_02_dot_42 - object
        Mug_bar__minus_00_dot_04_bar__plus_01_dot_34_bar__plus_00_dot_17 - object
        Book_bar__plus_00_dot_68_bar__plus_01_dot_02_bar__minus_02_dot_62 - object
        Book_bar__plus_00_dot_78_bar__plus_00_dot_49_bar__minus_02_dot_13 - object
        Cup_bar__plus_00_dot_79_bar__plus_02_dot_14_bar__minus_02_dot_73 - object
        Pan_bar__plus_00_dot_59_bar__plus_02_dot_27_bar__minus_02_dot_76 - object
        Pan_bar__minus_01_dot_81_bar__plus_00_dot_16_bar__plus_01_dot_13 - object
        Spoon_bar__minus_00_dot_18_bar__plus_01_dot_27_bar__minus_00_dot_00 - object
        Spoon_bar__minus_01_dot_71_bar__plus_01_dot_16_bar__minus_01_dot_37 - object
        Cabinet_bar__plus_00_dot_68_bar__plus_00_dot_50_bar__minus_02_dot_20 - receptacle
        Cabinet_bar__plus_00_dot_68_bar__plus_02_dot_02_bar__minus_02_dot_46 - receptacle
        Cabinet_bar__plus_00_dot_72_bar__plus_02_dot_02_bar__minus_02_dot_46 - receptacle
        Cabinet_bar__minus_00_dot_73_bar__plus_02_dot_02_bar__minus_02_dot_46 - receptacle
        Cabinet_bar__minus_01_dot_18_bar__plus_00_dot_50_bar__minus_02_dot_20 - receptacle
        Cabinet_bar__minus_01_dot_55_bar__plus_00_dot_50_bar__plus_00_dot_38 - receptacle
        Cabinet_bar__minus_01_dot_55_bar__plus_00_dot_50_bar__minus_01_dot_97 - receptacle
        Cabinet_bar__minus_01_dot_69_bar__plus_02_dot_02_bar__minus_02_dot_46 - receptacle
        CounterTop_bar__plus_00_dot_69_bar__plus_00_dot_95_bar__minus_02_dot_48 - receptacle
        CounterTop_bar__minus_00_dot_08_bar__plus_01_dot_15_bar_00_dot_00 - receptacle
        CounterTop_bar__minus_01_dot_87_bar__plus_00_dot_95_bar__minus_01_dot_21 - receptacle
        Drawer_bar__plus_00_dot_95_bar__plus_00_dot_22_bar__minus_02_dot_20 - receptacle
        Drawer_bar__plus_00_dot_95_bar__plus_00_dot_39_bar__minus_02_dot_20 - receptacle
        Drawer_bar__plus_00_dot_95_bar__plus_00_dot_56_bar__minus_02_dot_20 - receptacle
        Drawer_bar__plus_00_dot_95_bar__plus_00_dot_71_bar__minus_02_dot_20 - receptacle
        Drawer_bar__plus_00_dot_95_bar__plus_00_dot_83_bar__minus_02_dot_20 - receptacle
        Drawer_bar__minus_01_dot_56_bar__plus_00_dot_33_bar__minus_00_dot_20 - receptacle
        Drawer_bar__minus_01_dot_56_bar__plus_00_dot_84_bar__plus_00_dot_20 - receptacle
        Drawer_bar__minus_01_dot_56_bar__plus_00_dot_84_bar__minus_00_dot_20 - receptacle
        Fridge_bar__minus_02_dot_10_bar__plus_00_dot_00_bar__plus_01_dot_09 - receptacle
        Microwave_bar__minus_00_dot_24_bar__plus_01_dot_69_bar__minus_02_dot_53 - receptacle
        Shelf_bar__plus_01_dot_80_bar__plus_00_dot_54_bar__minus_02_dot_56 - receptacle
        Shelf_bar__plus_01_dot_80_bar__plus_00_dot_87_bar__minus_02_dot_56 - receptacle
        Sink_bar__minus_01_dot_90_bar__plus_00_dot_97_bar__minus_01_dot_50_bar_SinkBasin - receptacle
        CoffeeMachine_bar__minus_00_dot_34_bar__plus_01_dot_02_bar__minus_00_dot_73 - receptacle
        GarbageCan_bar__minus_00_dot_04_bar__plus_00_dot_92_bar__minus_00_dot_33 - receptacle
        StoveBurner_bar__plus_01_dot_55_bar__plus_00_dot_91_bar__minus_00_dot_71 - receptacle
        Toaster_bar__minus_02_dot_01_bar__plus_01_dot_76_bar__plus_00_dot_51 - receptacle
        loc_bar__minus_1_bar__minus_3_bar_2_bar_30 - location
        loc_bar__minus_1_bar__minus_7_bar_2_bar__minus_30 - location
        loc_bar__minus_3_bar__minus_6_bar_3_bar_30 - location
        loc_bar__minus_4_bar__minus_4_bar_0_bar_30 - location
        loc_bar__minus_4_bar__minus_7_bar_2_bar__minus_30 - location
        loc_bar__minus_4_bar_2_bar_3_bar_30 - location
        loc_bar__minus_4_bar_3_bar_2_bar_30 - location
        loc_bar__minus_4_bar_4_bar_2_bar_30 - location
        loc_bar__minus_4_bar_4_bar_3_bar_0 - location
        loc_bar__minus_5_bar__minus_5_bar_2_bar_30 - location
        loc_bar__minus_5_bar__minus_6_bar_3_bar_30 - location
        loc_bar__minus_5_bar__minus_7_bar_2_bar__minus_30 - location
        loc_bar__minus_5_bar__minus_7_bar_2_bar_30 - location
        loc_bar__minus_8_bar_2_bar_1_bar_60 - location
        loc_bar_0_bar__minus_1_bar_1_bar_0 - location
        loc_bar_0_bar__minus_5_bar_2_bar_30 - location
        loc_bar_1_bar__minus_7_bar_1_bar_30 - location
        loc_bar_2_bar__minus_5_bar_2_bar_30 - location
        loc_bar_2_bar__minus_7_bar_2_bar__minus_30 - location
        loc_bar_3_bar__minus_7_bar_2_bar_30 - location
        loc_bar_3_bar_0_bar_3_bar_30 - location
        loc_bar_4_bar__minus_7_bar_2_bar__minus_30 - location
        loc_bar_5_bar__minus_6_bar_2_bar_30 - location
        loc_bar_5_bar_0_bar_0_bar_30 - location
        loc_bar_6_bar__minus_3_bar_3_bar_45 - location
        loc_bar_6_bar__minus_4_bar_2_bar_30 - location
        loc_bar_7_bar__minus_4_bar_2_bar_30 - location
        loc_bar_7_bar__minus_5_bar_2_bar_30 - location
        loc_bar_7_bar__minus_7_bar_3_bar_30 - location
    )
(:init
        (receptacleType Cabinet_bar__plus_00_dot_68_bar__plus_00_dot_50_bar__minus_02_dot_20 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_68_bar__plus_00_dot_50_bar__minus_02_dot_20 loc_bar_0_bar__minus_5_bar_2_bar_30)
        (openable Cabinet_bar__plus_00_dot_68_bar__plus_00_dot_50_bar__minus_02_dot_20)
        (receptacleType Cabinet_bar__plus_00_dot_68_bar__plus_02_dot_02_bar__minus_02_dot_46 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_68_bar__plus_02_dot_02_bar__minus_02_dot_46 loc_bar_2_bar__minus_7_bar_2_bar__minus_30)
        (openable Cabinet_bar__plus_00_dot_68_bar__plus_02_dot_02_bar__minus_02_dot_46)
        (receptacleType Cabinet_bar__plus_00_dot_72_bar__plus_02_dot_02_bar__minus_02_dot_46 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_72_bar__plus_02_dot_02_bar__minus_02_dot_46 loc_bar_4_bar__minus_7_bar_2_bar__minus_30)
        (openable Cabinet_bar__plus_00_dot_72_bar__plus_02_dot_02_bar__minus_02_dot_46)
        (receptacleType Cabinet_bar__minus_00_dot_73_bar__plus_02_dot_02_bar__minus_02_dot_46 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_73_bar__plus_02_dot_02_bar__minus_02_dot_46 loc_bar__minus_4_bar__minus_7_bar_2_bar__minus_30)
        (openable Cabinet_bar__minus_00_dot_73_bar__plus_02_dot_02_bar__minus_02_dot_46)
        (receptacleType Cabinet_bar__minus_01_dot_18_bar__plus_00_dot_50_bar__minus_02_dot_20 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_18_bar__plus_00_dot_50_bar__minus_02_dot_20 loc_bar__minus_5_bar__minus_5_bar_2_bar_30)
        (openable Cabinet_bar__minus_01_dot_18_bar__plus_00_dot_50_bar__minus_02_dot_20)
        (receptacleType Cabinet_bar__minus_01_dot_55_bar__plus_00_dot_50_bar__plus_00_dot_38 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_55_bar__plus_00_dot_50_bar__plus_00_dot_38 loc_bar__minus_4_bar_2_bar_3_bar_30)
        (openable Cabinet_bar__minus_01_dot_55_bar__plus_00_dot_50_bar__plus_00_dot_38)
        (receptacleType Cabinet_bar__minus_01_dot_55_bar__plus_00_dot_50_bar__minus_01_dot_97 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_55_bar__plus_00_dot_50_bar__minus_01_dot_97 loc_bar__minus_3_bar__minus_6_bar_3_bar_30)
        (openable Cabinet_bar__minus_01_dot_55_bar__plus_00_dot_50_bar__minus_01_dot_97)
        (receptacleType Cabinet_bar__minus_01_dot_69_bar__plus_02_dot_02_bar__minus_02_dot_46 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_69_bar__plus_02_dot_02_bar__minus_02_dot_46 loc_bar__minus_5_bar__minus_7_bar_2_bar__minus_30)
        (openable Cabinet_bar__minus_01_dot_69_bar__plus_02_dot_02_bar__minus_02_dot_46)
        (receptacleType CounterTop_bar__plus_00_dot_69_bar__plus_00_dot_95_bar__minus_02_dot_48 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_00_dot_69_bar__plus_00_dot_95_bar__minus_02_dot_48 loc_bar_3_bar__minus_7_bar_2_bar_30)
        (receptacleType CounterTop_bar__minus_00_dot_08_bar__plus_01_dot_15_bar_00_dot_00 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_00_dot_08_bar__plus_01_dot_15_bar_00_dot_00 loc_bar_3_bar_0_bar_3_bar_30)
        (receptacleType CounterTop_bar__minus_01_dot_87_bar__plus_00_dot_95_bar__minus_01_dot_21 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_01_dot_87_bar__plus_00_dot_95_bar__minus_01_dot_21 loc_bar__minus_5_bar__minus_7_bar_2_bar_30)
        (receptacleType Drawer_bar__plus_00_dot_95_bar__plus_00_dot_22_bar__minus_02_dot_20 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_95_bar__plus_00_dot_22_bar__minus_02_dot_20 loc_bar_6_bar__minus_4_bar_2_bar_30)
        (openable Drawer_bar__plus_00_dot_95_bar__plus_00_dot_22_bar__minus_02_dot_20)
        (receptacleType Drawer_bar__plus_00_dot_95_bar__plus_00_dot_39_bar__minus_02_dot_20 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_95_bar__plus_00_dot_39_bar__minus_02_dot_20 loc_bar_7_bar__minus_4_bar_2_bar_30)
        (openable Drawer_bar__plus_00_dot_95_bar__plus_00_dot_39_bar__minus_02_dot_20)
        (receptacleType Drawer_bar__plus_00_dot_95_bar__plus_00_dot_56_bar__minus_02_dot_20 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_95_bar__plus_00_dot_56_bar__minus_02_dot_20 loc_bar_2_bar__minus_5_bar_2_bar_30)
        (openable Drawer_bar__plus_00_dot_95_bar__plus_00_dot_56_bar__minus_02_dot_20)
        (receptacleType Drawer_bar__plus_00_dot_95_bar__plus_00_dot_71_bar__minus_02_dot_20 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_95_bar__plus_00_dot_71_bar__minus_02_dot_20 loc_bar_7_bar__minus_7_bar_3_bar_30)
        (openable Drawer_bar__plus_00_dot_95_bar__plus_00_dot_71_bar__minus_02_dot_20)
        (receptacleType Drawer_bar__plus_00_dot_95_bar__plus_00_dot_83_bar__minus_02_dot_20 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_95_bar__plus_00_dot_83_bar__minus_02_dot_20 loc_bar_1_bar__minus_7_bar_1_bar_30)
        (openable Drawer_bar__plus_00_dot_95_bar__plus_00_dot_83_bar__minus_02_dot_20)
        (receptacleType Drawer_bar__minus_01_dot_56_bar__plus_00_dot_33_bar__minus_00_dot_20 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_01_dot_56_bar__plus_00_dot_33_bar__minus_00_dot_20 loc_bar__minus_4_bar_3_bar_2_bar_30)
        (openable Drawer_bar__minus_01_dot_56_bar__plus_00_dot_33_bar__minus_00_dot_20)
        (receptacleType Drawer_bar__minus_01_dot_56_bar__plus_00_dot_84_bar__plus_00_dot_20 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_01_dot_56_bar__plus_00_dot_84_bar__plus_00_dot_20 loc_bar__minus_4_bar_4_bar_2_bar_30)
        (openable Drawer_bar__minus_01_dot_56_bar__plus_00_dot_84_bar__plus_00_dot_20)
        (receptacleType Drawer_bar__minus_01_dot_56_bar__plus_00_dot_84_bar__minus_00_dot_20 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_01_dot_56_bar__plus_00_dot_84_bar__minus_00_dot_20 loc_bar__minus_4_bar__minus_4_bar_0_bar_30)
        (openable Drawer_bar__minus_01_dot_56_bar__plus_00_dot_84_bar__minus_00_dot_20)
        (receptacleType Fridge_bar__minus_02_dot_10_bar__plus_00_dot_00_bar__plus_01_dot_09 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_02_dot_10_bar__plus_00_dot_00_bar__plus_01_dot_09 loc_bar__minus_4_bar_4_bar_3_bar_0)
        (openable Fridge_bar__minus_02_dot_10_bar__plus_00_dot_00_bar__plus_01_dot_09)
        (receptacleType Microwave_bar__minus_00_dot_24_bar__plus_01_dot_69_bar__minus_02_dot_53 MicrowaveType)
        (receptacleAtLocation Microwave_bar__minus_00_dot_24_bar__plus_01_dot_69_bar__minus_02_dot_53 loc_bar__minus_1_bar__minus_7_bar_2_bar__minus_30)
        (openable Microwave_bar__minus_00_dot_24_bar__plus_01_dot_69_bar__minus_02_dot_53)
        (receptacleType Shelf_bar__plus_01_dot_80_bar__plus_00_dot_54_bar__minus_02_dot_56 ShelfType)
        (receptacleAtLocation Shelf_bar__plus_01_dot_80_bar__plus_00_dot_54_bar__minus_02_dot_56 loc_bar_5_bar__minus_6_bar_2_bar_30)
        (receptacleType Shelf_bar__plus_01_dot_80_bar__plus_00_dot_87_bar__minus_02_dot_56 ShelfType)
        (receptacleAtLocation Shelf_bar__plus_01_dot_80_bar__plus_00_dot_87_bar__minus_02_dot_56 loc_bar_7_bar__minus_5_bar_2_bar_30)
        (receptacleType Sink_bar__minus_01_dot_90_bar__plus_00_dot_97_bar__minus_01_dot_50_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_01_dot_90_bar__plus_00_dot_97_bar__minus_01_dot_50_bar_SinkBasin loc_bar__minus_5_bar__minus_6_bar_3_bar_30)
        (receptacleType CoffeeMachine_bar__minus_00_dot_34_bar__plus_01_dot_02_bar__minus_00_dot_73 CoffeeMachineType)
        (receptacleAtLocation CoffeeMachine_bar__minus_00_dot_34_bar__plus_01_dot_02_bar__minus_00_dot_73 loc_bar__minus_1_bar__minus_3_bar_2_bar_30)
        (receptacleType GarbageCan_bar__minus_00_dot_04_bar__plus_00_dot_92_bar__minus_00_dot_33 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__minus_00_dot_04_bar__plus_00_dot_92_bar__minus_00_dot_33 loc_bar_0_bar__minus_1_bar_1_bar_0)
        (receptacleType StoveBurner_bar__plus_01_dot_55_bar__plus_00_dot_91_bar__minus_00_dot_71 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar__plus_01_dot_55_bar__plus_00_dot_91_bar__minus_00_dot_71 loc_bar_6_bar__minus_3_bar_3_bar_45)
        (receptacleType Toaster_bar__minus_02_dot_01_bar__plus_01_dot_76_bar__plus_00_dot_51 ToasterType)
        (receptacleAtLocation Toaster_bar__minus_02_dot_01_bar__plus_01_dot_76_bar__plus_00_dot_51 loc_bar__minus_8_bar_2_bar_1_bar_60)
        (objectType WineBottle_bar__plus_01_dot_54_bar__plus_01_dot_06_bar__minus_02_dot_55 WineBottleType)
        (inReceptacle WineBottle_bar__plus_01_dot_54_bar__plus_01_dot_06_bar__minus_02_dot_55 Shelf_bar__plus_01_dot_80_bar__plus_00_dot_87_bar__minus_02_dot_56)
        (objectAtLocation WineBottle_bar__plus_01_dot_54_bar__plus_01_dot_06_bar__minus_02_dot_55 loc_bar_7_bar__minus_5_bar_2_bar_30)
        (coolable WineBottle_bar__plus_01_dot_54_bar__plus_01_dot_06_bar__minus_02_dot_55)
        (pickupable WineBottle_bar__plus_01_dot_54_bar__plus_01_dot_06_bar__minus_02_dot_55)
        (objectType WineBottle_bar__plus_01_dot_51_bar__plus_01_dot_00_bar__minus_02_dot_31 WineBottleType)
        (inReceptacle WineBottle_bar__plus_01_dot_51_bar__plus_01_dot_00_bar__minus_02_dot_31 Shelf_bar__plus_01_dot_80_bar__plus_00_dot_87_bar__minus_02_dot_56)
        (objectAtLocation WineBottle_bar__plus_01_dot_51_bar__plus_01_dot_00_bar__minus_02_dot_31 loc_bar_7_bar__minus_5_bar_2_bar_30)
        (coolable WineBottle_bar__plus_01_dot_51_bar__plus_01_dot_00_bar__minus_02_dot_31)
        (pickupable WineBottle_bar__plus_01_dot_51_bar__plus_01_dot_00_bar__minus_02_dot_31)
        (objectType WineBottle_bar__plus_00_dot_07_bar__plus_01_dot_35_bar__plus_00_dot_23 WineBottleType)
        (inReceptacle WineBottle_bar__plus_00_dot_07_bar__plus_01_dot_35_bar__plus_00_dot_23 CounterTop_bar__minus_00_dot_08_bar__plus_01_dot_15_bar_00_dot_00)
        (objectAtLocation WineBottle_bar__plus_00_dot_07_bar__plus_01_dot_35_bar__plus_00_dot_23 loc_bar_3_bar_0_bar_3_bar_30)
        (coolable WineBottle_bar__plus_00_dot_07_bar__plus_01_dot_35_bar__plus_00_dot_23)
        (pickupable WineBottle_bar__plus_00_dot_07_bar__plus_01_dot_35_bar__plus_00_dot_23)
        (objectType Mug_bar__plus_01_dot_73_bar__plus_01_dot_06_bar__minus_02_dot_42 MugType)
        (inReceptacle Mug_bar__plus_01_dot_73_bar__plus_01_dot_06_bar__minus_02_dot_42 Shelf_bar__plus_01_dot_80_bar__plus_00_dot_87_bar__minus_02_dot_56)
        (objectAtLocation Mug_bar__plus_01_dot_73_bar__plus_01_dot_06_bar__minus_02_dot_42 loc_bar_7_bar__minus_5_bar_2_bar_30)
        (cleanable Mug_bar__plus_01_dot_73_bar__plus_01_dot_06_bar__minus_02_dot_42)
        (heatable Mug_bar__plus_01_dot_73_bar__plus_01_dot_06_bar__minus_02_dot_42)
        (coolable Mug_bar__plus_01_dot_73_bar__plus_01_dot_06_bar__minus_02_dot_42)
        (pickupable Mug_bar__plus_01_dot_73_bar__plus_01_dot_06_bar__minus_02_dot_42)
        (isReceptacleObject Mug_bar__plus_01_dot_73_bar__plus_01_dot_06_bar__minus_02_dot_42)
        (objectType Mug_bar__minus_00_dot_04_bar__plus_01_dot_34_bar__plus_00_dot_17 MugType)
        (inReceptacle Mug_bar__minus_00_dot_04_bar__plus_01_dot_34_bar__plus_00_dot_17 CounterTop_bar__minus_00_dot_08_bar__plus_01_dot_15_bar_00_dot_00)
        (objectAtLocation Mug_bar__minus_00_dot_04_bar__plus_01_dot_34_bar__plus_00_dot_17 loc_bar_3_bar_0_bar_3_bar_30)
        (cleanable Mug_bar__minus_00_dot_04_bar__plus_01_dot_34_bar__plus_00_dot_17)
        (heatable Mug_bar__minus_00_dot_04_bar__plus_01_dot_34_bar__plus_00_dot_17)
        (coolable Mug_bar__minus_00_dot_04_bar__plus_01_dot_34_bar__plus_00_dot_17)
        (pickupable Mug_bar__minus_00_dot_04_bar__plus_01_dot_34_bar__plus_00_dot_17)
        (isReceptacleObject Mug_bar__minus_00_dot_04_bar__plus_01_dot_34_bar__plus_00_dot_17)
        (objectType Book_bar__plus_00_dot_68_bar__plus_01_dot_02_bar__minus_02_dot_62 BookType)
        (inReceptacle Book_bar__plus_00_dot_68_bar__plus_01_dot_02_bar__minus_02_dot_62 CounterTop_bar__plus_00_dot_69_bar__plus_00_dot_95_bar__minus_02_dot_48)
        (objectAtLocation Book_bar__plus_00_dot_68_bar__plus_01_dot_02_bar__minus_02_dot_62 loc_bar_3_bar__minus_7_bar_2_bar_30)
        (pickupable Book_bar__plus_00_dot_68_bar__plus_01_dot_02_bar__minus_02_dot_62)
        (objectType Book_bar__plus_00_dot_78_bar__plus_00_dot_49_bar__minus_02_dot_13 BookType)
        (inReceptacle Book_bar__plus_00_dot_78_bar__plus_00_dot_49_bar__minus_02_dot_13 Drawer_bar__plus_00_dot_95_bar__plus_00_dot_22_bar__minus_02_dot_20)
        (objectAtLocation Book_bar__plus_00_dot_78_bar__plus_00_dot_49_bar__minus_02_dot_13 loc_bar_6_bar__minus_4_bar_2_bar_30)
        (pickupable Book_bar__plus_00_dot_78_bar__plus_00_dot_49_bar__minus_02_dot_13)
        (objectType Cup_bar__plus_00_dot_79_bar__plus_02_dot_14_bar__minus_02_dot_73 CupType)
        (inReceptacle Cup_bar__plus_00_dot_79_bar__plus_02_dot_14_bar__minus_02_dot_73 Cabinet_bar__plus_00_dot_68_bar__plus_02_dot_02_bar__minus_02_dot_46)
        (objectAtLocation Cup_bar__plus_00_dot_79_bar__plus_02_dot_14_bar__minus_02_dot_73 loc_bar_2_bar__minus_7_bar_2_bar__minus_30)
        (cleanable Cup_bar__plus_00_dot_79_bar__plus_02_dot_14_bar__minus_02_dot_73)
        (heatable Cup_bar__plus_00_dot_79_bar__plus_02_dot_14_bar__minus_02_dot_73)
        (coolable Cup_bar__plus_00_dot_79_bar__plus_02_dot_14_bar__minus_02_dot_73)
        (pickupable Cup_bar__plus_00_dot_79_bar__plus_02_dot_14_bar__minus_02_dot_73)
        (isReceptacleObject Cup_bar__plus_00_dot_79_bar__plus_02_dot_14_bar__minus_02_dot_73)
        (objectType Pan_bar__plus_00_dot_59_bar__plus_02_dot_27_bar__minus_02_dot_76 PanType)
        (inReceptacle Pan_bar__plus_00_dot_59_bar__plus_02_dot_27_bar__minus_02_dot_76 Cabinet_bar__plus_00_dot_68_bar__plus_02_dot_02_bar__minus_02_dot_46)
        (objectAtLocation Pan_bar__plus_00_dot_59_bar__plus_02_dot_27_bar__minus_02_dot_76 loc_bar_2_bar__minus_7_bar_2_bar__minus_30)
        (cleanable Pan_bar__plus_00_dot_59_bar__plus_02_dot_27_bar__minus_02_dot_76)
        (coolable Pan_bar__plus_00_dot_59_bar__plus_02_dot_27_bar__minus_02_dot_76)
        (pickupable Pan_bar__plus_00_dot_59_bar__plus_02_dot_27_bar__minus_02_dot_76)
        (isReceptacleObject Pan_bar__plus_00_dot_59_bar__plus_02_dot_27_bar__minus_02_dot_76)
        (objectType Pan_bar__minus_01_dot_81_bar__plus_00_dot_16_bar__plus_01_dot_13 PanType)
        (inReceptacle Pan_bar__minus_01_dot_81_bar__plus_00_dot_16_bar__plus_01_dot_13 Fridge_bar__minus_02_dot_10_bar__plus_00_dot_00_bar__plus_01_dot_09)
        (objectAtLocation Pan_bar__minus_01_dot_81_bar__plus_00_dot_16_bar__plus_01_dot_13 loc_bar__minus_4_bar_4_bar_3_bar_0)
        (cleanable Pan_bar__minus_01_dot_81_bar__plus_00_dot_16_bar__plus_01_dot_13)
        (coolable Pan_bar__minus_01_dot_81_bar__plus_00_dot_16_bar__plus_01_dot_13)
        (pickupable Pan_bar__minus_01_dot_81_bar__plus_00_dot_16_bar__plus_01_dot_13)
        (isReceptacleObject Pan_bar__minus_01_dot_81_bar__plus_00_dot_16_bar__plus_01_dot_13)
        (objectType Spoon_bar__minus_00_dot_18_bar__plus_01_dot_27_bar__minus_00_dot_00 SpoonType)
        (inReceptacle Spoon_bar__minus_00_dot_18_bar__plus_01_dot_27_bar__minus_00_dot_00 CounterTop_bar__minus_00_dot_08_bar__plus_01_dot_15_bar_00_dot_00)
        (objectAtLocation Spoon_bar__minus_00_dot_18_bar__plus_01_dot_27_bar__minus_00_dot_00 loc_bar_3_bar_0_bar_3_bar_30)
        (cleanable Spoon_bar__minus_00_dot_18_bar__plus_01_dot_27_bar__minus_00_dot_00)
        (pickupable Spoon_bar__minus_00_dot_18_bar__plus_01_dot_27_bar__minus_00_dot_00)
        (objectType Spoon_bar__minus_01_dot_71_bar__plus_01_dot_16_bar__minus_01_dot_37 SpoonType)
        (inReceptacle Spoon_bar__minus_01_dot_71_bar__plus_01_dot_16_bar__minus_01_dot_37 CounterTop_bar__minus_01_dot_87_bar__plus_00_dot_95_bar__minus_01_dot_21)
        (objectAtLocation Spoon_bar__minus_01_dot_71_bar__plus_01_dot_16_bar__minus_01_dot_37 loc_bar__minus_5_bar__minus_7_bar_2_bar_30)
        (cleanable Spoon_bar__minus_01_dot_71_bar__plus_01_dot_16_bar__minus_01_dot_37)
        (pickupable Spoon_bar__minus_01_dot_71_bar__plus_01_dot_16_bar__minus_01_dot_37)
        (canContain CabinetType BookType)
        (canContain CabinetType CupType)
        (canContain CabinetType MugType)
        (canContain CabinetType PanType)
        (canContain CabinetType WineBottleType)
        (canContain CoffeeMachineType MugType)
        (canContain CounterTopType BookType)
        (canContain CounterTopType CupType)
        (canContain CounterTopType MugType)
        (canContain CounterTopType PanType)
        (canContain CounterTopType SpoonType)
        (canContain CounterTopType WineBottleType)
        (canContain DrawerType BookType)
        (canContain DrawerType SpoonType)
        (canContain FridgeType CupType)
        (canContain FridgeType MugType)
        (canContain FridgeType PanType)
        (canContain FridgeType WineBottleType)
        (canContain GarbageCanType WineBottleType)
        (canContain MicrowaveType CupType)
        (canContain MicrowaveType MugType)
        (canContain ShelfType BookType)
        (canContain ShelfType CupType)
        (canContain ShelfType MugType)
        (canContain ShelfType WineBottleType)
        (canContain SinkBasinType CupType)
        (canContain SinkBasinType MugType)
        (canContain SinkBasinType PanType)
        (canContain SinkBasinType SpoonType)
        (canContain StoveBurnerType PanType)
        (atLocation agent1 loc_bar_5_bar_0_bar_0_bar_30)
    )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o WineBottleType)
                            (receptacleType ?r CabinetType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    