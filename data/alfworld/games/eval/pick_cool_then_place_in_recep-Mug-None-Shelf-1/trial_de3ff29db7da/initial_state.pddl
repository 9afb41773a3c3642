(define (problem plan_trial_de3ff29db7da)
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
        Mug_bar__plus_00_dot_55_bar__plus_02_dot_20_bar__minus_02_dot_39 - object
        Tomato_bar__plus_00_dot_62_bar__plus_01_dot_21_bar__minus_02_dot_43 - object
        Tomato_bar__minus_00_dot_51_bar__plus_01_dot_71_bar__minus_02_dot_72 - object
        Pot_bar__plus_00_dot_85_bar__plus_02_dot_31_bar__minus_02_dot_63 - object
        Pan_bar__minus_00_dot_20_bar__plus_01_dot_35_bar__plus_00_dot_03 - object
        Pan_bar__minus_01_dot_90_bar__plus_02_dot_27_bar__minus_02_dot_19 - object
        Spoon_bar__plus_00_dot_75_bar__plus_00_dot_86_bar__minus_02_dot_10 - object
        Fork_bar__plus_00_dot_83_bar__plus_00_dot_94_bar__minus_01_dot_92 - object
        Fork_bar__minus_00_dot_13_bar__plus_01_dot_27_bar__plus_00_dot_04 - object
        Bread_bar__plus_00_dot_40_bar__plus_01_dot_02_bar__minus_02_dot_59 - object
        CreditCard_bar__plus_00_dot_81_bar__plus_01_dot_01_bar__minus_02_dot_49 - object
        CreditCard_bar__plus_00_dot_50_bar__plus_01_dot_09_bar__minus_02_dot_66 - object
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
        (objectType Mug_bar__plus_00_dot_55_bar__plus_02_dot_20_bar__minus_02_dot_39 MugType)
        (inReceptacle Mug_bar__plus_00_dot_55_bar__plus_02_dot_20_bar__minus_02_dot_39 Cabinet_bar__plus_00_dot_72_bar__plus_02_dot_02_bar__minus_02_dot_46)
        (objectAtLocation Mug_bar__plus_00_dot_55_bar__plus_02_dot_20_bar__minus_02_dot_39 loc_bar_4_bar__minus_7_bar_2_bar__minus_30)
        (cleanable Mug_bar__plus_00_dot_55_bar__plus_02_dot_20_bar__minus_02_dot_39)
        (heatable Mug_bar__plus_00_dot_55_bar__plus_02_dot_20_bar__minus_02_dot_39)
        (coolable Mug_bar__plus_00_dot_55_bar__plus_02_dot_20_bar__minus_02_dot_39)
        (pickupable Mug_bar__plus_00_dot_55_bar__plus_02_dot_20_bar__minus_02_dot_39)
        (isReceptacleObject Mug_bar__plus_00_dot_55_bar__plus_02_dot_20_bar__minus_02_dot_39)
        (objectType Tomato_bar__plus_00_dot_62_bar__plus_01_dot_21_bar__minus_02_dot_43 TomatoType)
        (inReceptacle Tomato_bar__plus_00_dot_62_bar__plus_01_dot_21_bar__minus_02_dot_43 CounterTop_bar__plus_00_dot_69_bar__plus_00_dot_95_bar__minus_02_dot_48)
        (objectAtLocation Tomato_bar__plus_00_dot_62_bar__plus_01_dot_21_bar__minus_02_dot_43 loc_bar_3_bar__minus_7_bar_2_bar_30)
        (cleanable Tomato_bar__plus_00_dot_62_bar__plus_01_dot_21_bar__minus_02_dot_43)
        (heatable Tomato_bar__plus_00_dot_62_bar__plus_01_dot_21_bar__minus_02_dot_43)
        (coolable Tomato_bar__plus_00_dot_62_bar__plus_01_dot_21_bar__minus_02_dot_43)
        (sliceable Tomato_bar__plus_00_dot_62_bar__plus_01_dot_21_bar__minus_02_dot_43)
        (pickupable Tomato_bar__plus_00_dot_62_bar__plus_01_dot_21_bar__minus_02_dot_43)
        (objectType Tomato_bar__minus_00_dot_51_bar__plus_01_dot_71_bar__minus_02_dot_72 TomatoType)
        (inReceptacle Tomato_bar__minus_00_dot_51_bar__plus_01_dot_71_bar__minus_02_dot_72 Microwave_bar__minus_00_dot_24_bar__plus_01_dot_69_bar__minus_02_dot_53)
        (objectAtLocation Tomato_bar__minus_00_dot_51_bar__plus_01_dot_71_bar__minus_02_dot_72 loc_bar__minus_1_bar__minus_7_bar_2_bar__minus_30)
        (cleanable Tomato_bar__minus_00_dot_51_bar__plus_01_dot_71_bar__minus_02_dot_72)
        (heatable Tomato_bar__minus_00_dot_51_bar__plus_01_dot_71_bar__minus_02_dot_72)
        (coolable Tomato_bar__minus_00_dot_51_bar__plus_01_dot_71_bar__minus_02_dot_72)
        (sliceable Tomato_bar__minus_00_dot_51_bar__plus_01_dot_71_bar__minus_02_dot_72)
        (pickupable Tomato_bar__minus_00_dot_51_bar__plus_01_dot_71_bar__minus_02_dot_72)
        (objectType Pot_bar__plus_00_dot_85_bar__plus_02_dot_31_bar__minus_02_dot_63 PotType)
        (inReceptacle Pot_bar__plus_00_dot_85_bar__plus_02_dot_31_bar__minus_02_dot_63 Cabinet_bar__plus_00_dot_72_bar__plus_02_dot_02_bar__minus_02_dot_46)
        (objectAtLocation Pot_bar__plus_00_dot_85_bar__plus_02_dot_31_bar__minus_02_dot_63 loc_bar_4_bar__minus_7_bar_2_bar__minus_30)
        (cleanable Pot_bar__plus_00_dot_85_bar__plus_02_dot_31_bar__minus_02_dot_63)
        (coolable Pot_bar__plus_00_dot_85_bar__plus_02_dot_31_bar__minus_02_dot_63)
        (pickupable Pot_bar__plus_00_dot_85_bar__plus_02_dot_31_bar__minus_02_dot_63)
        (isReceptacleObject Pot_bar__plus_00_dot_85_bar__plus_02_dot_31_bar__minus_02_dot_63)
        (objectType Pan_bar__minus_00_dot_20_bar__plus_01_dot_35_bar__plus_00_dot_03 PanType)
        (inReceptacle Pan_bar__minus_00_dot_20_bar__plus_01_dot_35_bar__plus_00_dot_03 CounterTop_bar__minus_00_dot_08_bar__plus_01_dot_15_bar_00_dot_00)
        (objectAtLocation Pan_bar__minus_00_dot_20_bar__plus_01_dot_35_bar__plus_00_dot_03 loc_bar_3_bar_0_bar_3_bar_30)
        (cleanable Pan_bar__minus_00_dot_20_bar__plus_01_dot_35_bar__plus_00_dot_03)
        (coolable Pan_bar__minus_00_dot_20_bar__plus_01_dot_35_bar__plus_00_dot_03)
        (pickupable Pan_bar__minus_00_dot_20_bar__plus_01_dot_35_bar__plus_00_dot_03)
        (isReceptacleObject Pan_bar__minus_00_dot_20_bar__plus_01_dot_35_bar__plus_00_dot_03)
        (objectType Pan_bar__minus_01_dot_90_bar__plus_02_dot_27_bar__minus_02_dot_19 PanType)
        (inReceptacle Pan_bar__minus_01_dot_90_bar__plus_02_dot_27_bar__minus_02_dot_19 Cabinet_bar__minus_01_dot_69_bar__plus_02_dot_02_bar__minus_02_dot_46)
        (objectAtLocation Pan_bar__minus_01_dot_90_bar__plus_02_dot_27_bar__minus_02_dot_19 loc_bar__minus_5_bar__minus_7_bar_2_bar__minus_30)
        (cleanable Pan_bar__minus_01_dot_90_bar__plus_02_dot_27_bar__minus_02_dot_19)
        (coolable Pan_bar__minus_01_dot_90_bar__plus_02_dot_27_bar__minus_02_dot_19)
        (pickupable Pan_bar__minus_01_dot_90_bar__plus_02_dot_27_bar__minus_02_dot_19)
        (isReceptacleObject Pan_bar__minus_01_dot_90_bar__plus_02_dot_27_bar__minus_02_dot_19)
        (objectType Spoon_bar__plus_00_dot_75_bar__plus_00_dot_86_bar__minus_02_dot_10 SpoonType)
        (inReceptacle Spoon_bar__plus_00_dot_75_bar__plus_00_dot_86_bar__minus_02_dot_10 Drawer_bar__plus_00_dot_95_bar__plus_00_dot_71_bar__minus_02_dot_20)
        (objectAtLocation Spoon_bar__plus_00_dot_75_bar__plus_00_dot_86_bar__minus_02_dot_10 loc_bar_7_bar__minus_7_bar_3_bar_30)
        (cleanable Spoon_bar__plus_00_dot_75_bar__plus_00_dot_86_bar__minus_02_dot_10)
        (pickupable Spoon_bar__plus_00_dot_75_bar__plus_00_dot_86_bar__minus_02_dot_10)
        (objectType Fork_bar__plus_00_dot_83_bar__plus_00_dot_94_bar__minus_01_dot_92 ForkType)
        (inReceptacle Fork_bar__plus_00_dot_83_bar__plus_00_dot_94_bar__minus_01_dot_92 Drawer_bar__plus_00_dot_95_bar__plus_00_dot_83_bar__minus_02_dot_20)
        (objectAtLocation Fork_bar__plus_00_dot_83_bar__plus_00_dot_94_bar__minus_01_dot_92 loc_bar_1_bar__minus_7_bar_1_bar_30)
        (cleanable Fork_bar__plus_00_dot_83_bar__plus_00_dot_94_bar__minus_01_dot_92)
        (pickupable Fork_bar__plus_00_dot_83_bar__plus_00_dot_94_bar__minus_01_dot_92)
        (objectType Fork_bar__minus_00_dot_13_bar__plus_01_dot_27_bar__plus_00_dot_04 ForkType)
        (inReceptacle Fork_bar__minus_00_dot_13_bar__plus_01_dot_27_bar__plus_00_dot_04 CounterTop_bar__minus_00_dot_08_bar__plus_01_dot_15_bar_00_dot_00)
        (objectAtLocation Fork_bar__minus_00_dot_13_bar__plus_01_dot_27_bar__plus_00_dot_04 loc_bar_3_bar_0_bar_3_bar_30)
        (cleanable Fork_bar__minus_00_dot_13_bar__plus_01_dot_27_bar__plus_00_dot_04)
        (pickupable Fork_bar__minus_00_dot_13_bar__plus_01_dot_27_bar__plus_00_dot_04)
        (objectType Bread_bar__plus_00_dot_40_bar__plus_01_dot_02_bar__minus_02_dot_59 BreadType)
        (inReceptacle Bread_bar__plus_00_dot_40_bar__plus_01_dot_02_bar__minus_02_dot_59 CounterTop_bar__plus_00_dot_69_bar__plus_00_dot_95_bar__minus_02_dot_48)
        (objectAtLocation Bread_bar__plus_00_dot_40_bar__plus_01_dot_02_bar__minus_02_dot_59 loc_bar_3_bar__minus_7_bar_2_bar_30)
        (heatable Bread_bar__plus_00_dot_40_bar__plus_01_dot_02_bar__minus_02_dot_59)
        (coolable Bread_bar__plus_00_dot_40_bar__plus_01_dot_02_bar__minus_02_dot_59)
        (sliceable Bread_bar__plus_00_dot_40_bar__plus_01_dot_02_bar__minus_02_dot_59)
        (pickupable Bread_bar__plus_00_dot_40_bar__plus_01_dot_02_bar__minus_02_dot_59)
        (objectType CreditCard_bar__plus_00_dot_81_bar__plus_01_dot_01_bar__minus_02_dot_49 CreditCardType)
        (inReceptacle CreditCard_bar__plus_00_dot_81_bar__plus_01_dot_01_bar__minus_02_dot_49 CounterTop_bar__plus_00_dot_69_bar__plus_00_dot_95_bar__minus_02_dot_48)
        (objectAtLocation CreditCard_bar__plus_00_dot_81_bar__plus_01_dot_01_bar__minus_02_dot_49 loc_bar_3_bar__minus_7_bar_2_bar_30)
        (pickupable CreditCard_bar__plus_00_dot_81_bar__plus_01_dot_01_bar__minus_02_dot_49)
        (objectType CreditCard_bar__plus_00_dot_50_bar__plus_01_dot_09_bar__minus_02_dot_66 CreditCardType)
        (inReceptacle CreditCard_bar__plus_00_dot_50_bar__plus_01_dot_09_bar__minus_02_dot_66 CounterTop_bar__plus_00_dot_69_bar__plus_00_dot_95_bar__minus_02_dot_48)
        (objectAtLocation CreditCard_bar__plus_00_dot_50_bar__plus_01_dot_09_bar__minus_02_dot_66 loc_bar_3_bar__minus_7_bar_2_bar_30)
        (pickupable CreditCard_bar__plus_00_dot_50_bar__plus_01_dot_09_bar__minus_02_dot_66)
        (canContain CabinetType MugType)
        (canContain CabinetType PanType)
        (canContain CabinetType PotType)
        (canContain CoffeeMachineType MugType)
        (canContain CounterTopType BreadType)
        (canContain CounterTopType CreditCardType)
        (canContain CounterTopType ForkType)
        (canContain CounterTopType MugType)
        (canContain CounterTopType PanType)
        (canContain CounterTopType PotType)
        (canContain CounterTopType SpoonType)
        (canContain CounterTopType TomatoType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType ForkType)
        (canContain DrawerType SpoonType)
        (canContain FridgeType BreadType)
        (canContain FridgeType MugType)
        (canContain FridgeType PanType)
        (canContain FridgeType PotType)
        (canContain FridgeType TomatoType)
        (canContain GarbageCanType BreadType)
        (canContain GarbageCanType TomatoType)
        (canContain MicrowaveType BreadType)
        (canContain MicrowaveType MugType)
        (canContain MicrowaveType TomatoType)
        (canContain ShelfType CreditCardType)
        (canContain ShelfType MugType)
        (canContain ShelfType PotType)
        (canContain SinkBasinType ForkType)
        (canContain SinkBasinType MugType)
        (canContain SinkBasinType PanType)
        (canContain SinkBasinType PotType)
        (canContain SinkBasinType SpoonType)
        (canContain SinkBasinType TomatoType)
        (canContain StoveBurnerType PanType)
        (canContain StoveBurnerType PotType)
        (atLocation agent1 loc_bar_5_bar_0_bar_0_bar_30)
    )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o MugType)
                            (receptacleType ?r ShelfType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    