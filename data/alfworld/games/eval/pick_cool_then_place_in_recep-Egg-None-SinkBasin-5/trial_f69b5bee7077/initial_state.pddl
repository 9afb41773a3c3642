(define (problem plan_trial_f69b5bee7077)
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
        Egg_bar__plus_01_dot_61_bar__plus_01_dot_12_bar__minus_01_dot_15 - object
        SoapBottle_bar__plus_01_dot_15_bar__plus_02_dot_16_bar__minus_02_dot_30 - object
        Spoon_bar__minus_00_dot_79_bar__plus_00_dot_78_bar__minus_01_dot_58 - object
        Spoon_bar__minus_00_dot_34_bar__plus_00_dot_92_bar__plus_00_dot_02 - object
        Spatula_bar__plus_00_dot_07_bar__plus_01_dot_04_bar__minus_01_dot_94 - object
        Spatula_bar__minus_00_dot_83_bar__plus_01_dot_19_bar__plus_00_dot_42 - object
        Kettle_bar__minus_00_dot_49_bar__plus_00_dot_62_bar__plus_00_dot_10 - object
        Plate_bar__minus_01_dot_15_bar__plus_02_dot_28_bar__minus_00_dot_92 - object
        Tomato_bar__plus_01_dot_71_bar__plus_00_dot_92_bar__minus_01_dot_50 - object
        Statue_bar__plus_02_dot_63_bar__plus_01_dot_12_bar__plus_00_dot_29 - object
        Fork_bar__minus_00_dot_55_bar__plus_01_dot_04_bar__plus_00_dot_07 - object
        Cabinet_bar__plus_00_dot_12_bar__plus_02_dot_27_bar__minus_02_dot_00 - receptacle
        Cabinet_bar__plus_00_dot_20_bar__plus_02_dot_02_bar__minus_02_dot_00 - receptacle
        Cabinet_bar__plus_01_dot_18_bar__plus_02_dot_02_bar__minus_02_dot_00 - receptacle
        Cabinet_bar__plus_01_dot_38_bar__plus_00_dot_46_bar__minus_01_dot_69 - receptacle
        Cabinet_bar__plus_01_dot_39_bar__plus_00_dot_47_bar__minus_01_dot_06 - receptacle
        Cabinet_bar__plus_01_dot_74_bar__plus_02_dot_02_bar__minus_02_dot_00 - receptacle
        Cabinet_bar__plus_01_dot_75_bar__plus_02_dot_02_bar__minus_01_dot_03 - receptacle
        Cabinet_bar__plus_01_dot_75_bar__plus_02_dot_02_bar__minus_01_dot_40 - receptacle
        Cabinet_bar__minus_00_dot_42_bar__plus_00_dot_37_bar__minus_00_dot_01 - receptacle
        Cabinet_bar__minus_00_dot_45_bar__plus_00_dot_47_bar__minus_00_dot_01 - receptacle
        Cabinet_bar__minus_00_dot_46_bar__plus_02_dot_27_bar__minus_02_dot_00 - receptacle
        Cabinet_bar__minus_00_dot_82_bar__plus_00_dot_47_bar__minus_01_dot_69 - receptacle
        Cabinet_bar__minus_00_dot_84_bar__plus_00_dot_47_bar__minus_00_dot_05 - receptacle
        Cabinet_bar__minus_00_dot_84_bar__plus_00_dot_47_bar__minus_01_dot_67 - receptacle
        Cabinet_bar__minus_01_dot_10_bar__plus_02_dot_02_bar__minus_02_dot_00 - receptacle
        Cabinet_bar__minus_01_dot_15_bar__plus_02_dot_02_bar__plus_00_dot_38 - receptacle
        Cabinet_bar__minus_01_dot_15_bar__plus_02_dot_02_bar__minus_00_dot_77 - receptacle
        Cabinet_bar__minus_01_dot_15_bar__plus_02_dot_02_bar__minus_01_dot_98 - receptacle
        Cabinet_bar__minus_01_dot_15_bar__plus_02_dot_27_bar__minus_00_dot_84 - receptacle
        Cabinet_bar__minus_01_dot_15_bar__plus_02_dot_27_bar__minus_01_dot_42 - receptacle
        CounterTop_bar__plus_01_dot_16_bar__plus_00_dot_95_bar__minus_02_dot_01 - receptacle
        CounterTop_bar__minus_00_dot_63_bar__plus_01_dot_17_bar__plus_00_dot_57 - receptacle
        CounterTop_bar__minus_00_dot_67_bar__plus_00_dot_95_bar__plus_00_dot_19 - receptacle
        Drawer_bar__minus_00_dot_07_bar__plus_00_dot_75_bar__minus_00_dot_01 - receptacle
        Drawer_bar__minus_00_dot_45_bar__plus_00_dot_75_bar__minus_00_dot_01 - receptacle
        Drawer_bar__minus_00_dot_82_bar__plus_00_dot_75_bar__minus_01_dot_69 - receptacle
        Fridge_bar__plus_01_dot_98_bar__plus_00_dot_00_bar__minus_00_dot_54 - receptacle
        Microwave_bar__plus_01_dot_83_bar__plus_00_dot_90_bar__minus_01_dot_35 - receptacle
        Shelf_bar__plus_02_dot_81_bar__plus_00_dot_16_bar__plus_00_dot_14 - receptacle
        Shelf_bar__plus_02_dot_81_bar__plus_00_dot_54_bar__plus_00_dot_14 - receptacle
        Shelf_bar__plus_02_dot_81_bar__plus_00_dot_87_bar__plus_00_dot_14 - receptacle
        Sink_bar__minus_00_dot_12_bar__plus_00_dot_88_bar__minus_02_dot_01_bar_SinkBasin - receptacle
        CoffeeMachine_bar__minus_00_dot_92_bar__plus_00_dot_38_bar__minus_01_dot_80 - receptacle
        GarbageCan_bar__minus_00_dot_45_bar__plus_00_dot_08_bar__plus_00_dot_18 - receptacle
        StoveBurner_bar__plus_01_dot_55_bar__plus_00_dot_83_bar__plus_00_dot_44 - receptacle
        Toaster_bar__plus_01_dot_86_bar__plus_01_dot_68_bar__plus_00_dot_05 - receptacle
        loc_bar__minus_1_bar__minus_3_bar_2_bar_30 - location
        loc_bar__minus_1_bar__minus_4_bar_0_bar_30 - location
        loc_bar__minus_1_bar__minus_5_bar_3_bar__minus_30 - location
        loc_bar__minus_2_bar__minus_1_bar_3_bar__minus_30 - location
        loc_bar__minus_2_bar__minus_2_bar_0_bar_30 - location
        loc_bar__minus_2_bar__minus_2_bar_3_bar__minus_30 - location
        loc_bar__minus_2_bar__minus_4_bar_0_bar_30 - location
        loc_bar__minus_2_bar__minus_4_bar_3_bar__minus_30 - location
        loc_bar__minus_2_bar__minus_5_bar_2_bar__minus_30 - location
        loc_bar__minus_2_bar__minus_5_bar_3_bar__minus_30 - location
        loc_bar__minus_2_bar_1_bar_2_bar_45 - location
        loc_bar__minus_4_bar__minus_7_bar_3_bar_15 - location
        loc_bar_0_bar__minus_2_bar_3_bar_30 - location
        loc_bar_0_bar__minus_4_bar_3_bar_30 - location
        loc_bar_0_bar__minus_5_bar_2_bar__minus_30 - location
        loc_bar_0_bar__minus_5_bar_2_bar_30 - location
        loc_bar_0_bar__minus_5_bar_3_bar_30 - location
        loc_bar_10_bar_5_bar_2_bar_30 - location
        loc_bar_11_bar_6_bar_2_bar_30 - location
        loc_bar_1_bar__minus_2_bar_3_bar_30 - location
        loc_bar_1_bar__minus_5_bar_2_bar__minus_30 - location
        loc_bar_2_bar__minus_4_bar_1_bar_30 - location
        loc_bar_2_bar__minus_5_bar_2_bar__minus_30 - location
        loc_bar_2_bar_3_bar_3_bar_30 - location
        loc_bar_3_bar__minus_2_bar_3_bar_30 - location
        loc_bar_4_bar__minus_3_bar_1_bar_30 - location
        loc_bar_4_bar__minus_3_bar_2_bar_30 - location
        loc_bar_4_bar__minus_5_bar_1_bar__minus_30 - location
        loc_bar_4_bar__minus_5_bar_1_bar_30 - location
        loc_bar_4_bar__minus_5_bar_2_bar__minus_30 - location
        loc_bar_4_bar__minus_5_bar_2_bar_30 - location
        loc_bar_5_bar__minus_5_bar_1_bar__minus_30 - location
        loc_bar_5_bar__minus_5_bar_2_bar__minus_30 - location
        loc_bar_5_bar__minus_8_bar_0_bar_30 - location
        loc_bar_6_bar_2_bar_2_bar_15 - location
        loc_bar_7_bar_0_bar_3_bar_30 - location
        loc_bar_8_bar_3_bar_1_bar_30 - location
    )
(:init
        (receptacleType Cabinet_bar__plus_00_dot_12_bar__plus_02_dot_27_bar__minus_02_dot_00 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_12_bar__plus_02_dot_27_bar__minus_02_dot_00 loc_bar_1_bar__minus_5_bar_2_bar__minus_30)
        (openable Cabinet_bar__plus_00_dot_12_bar__plus_02_dot_27_bar__minus_02_dot_00)
        (receptacleType Cabinet_bar__plus_00_dot_20_bar__plus_02_dot_02_bar__minus_02_dot_00 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_20_bar__plus_02_dot_02_bar__minus_02_dot_00 loc_bar_2_bar__minus_5_bar_2_bar__minus_30)
        (openable Cabinet_bar__plus_00_dot_20_bar__plus_02_dot_02_bar__minus_02_dot_00)
        (receptacleType Cabinet_bar__plus_01_dot_18_bar__plus_02_dot_02_bar__minus_02_dot_00 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_18_bar__plus_02_dot_02_bar__minus_02_dot_00 loc_bar_4_bar__minus_5_bar_2_bar__minus_30)
        (openable Cabinet_bar__plus_01_dot_18_bar__plus_02_dot_02_bar__minus_02_dot_00)
        (receptacleType Cabinet_bar__plus_01_dot_38_bar__plus_00_dot_46_bar__minus_01_dot_69 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_38_bar__plus_00_dot_46_bar__minus_01_dot_69 loc_bar_4_bar__minus_3_bar_2_bar_30)
        (openable Cabinet_bar__plus_01_dot_38_bar__plus_00_dot_46_bar__minus_01_dot_69)
        (receptacleType Cabinet_bar__plus_01_dot_39_bar__plus_00_dot_47_bar__minus_01_dot_06 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_39_bar__plus_00_dot_47_bar__minus_01_dot_06 loc_bar_2_bar__minus_4_bar_1_bar_30)
        (openable Cabinet_bar__plus_01_dot_39_bar__plus_00_dot_47_bar__minus_01_dot_06)
        (receptacleType Cabinet_bar__plus_01_dot_74_bar__plus_02_dot_02_bar__minus_02_dot_00 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_74_bar__plus_02_dot_02_bar__minus_02_dot_00 loc_bar_5_bar__minus_5_bar_2_bar__minus_30)
        (openable Cabinet_bar__plus_01_dot_74_bar__plus_02_dot_02_bar__minus_02_dot_00)
        (receptacleType Cabinet_bar__plus_01_dot_75_bar__plus_02_dot_02_bar__minus_01_dot_03 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_75_bar__plus_02_dot_02_bar__minus_01_dot_03 loc_bar_4_bar__minus_5_bar_1_bar__minus_30)
        (openable Cabinet_bar__plus_01_dot_75_bar__plus_02_dot_02_bar__minus_01_dot_03)
        (receptacleType Cabinet_bar__plus_01_dot_75_bar__plus_02_dot_02_bar__minus_01_dot_40 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_75_bar__plus_02_dot_02_bar__minus_01_dot_40 loc_bar_5_bar__minus_5_bar_1_bar__minus_30)
        (openable Cabinet_bar__plus_01_dot_75_bar__plus_02_dot_02_bar__minus_01_dot_40)
        (receptacleType Cabinet_bar__minus_00_dot_42_bar__plus_00_dot_37_bar__minus_00_dot_01 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_42_bar__plus_00_dot_37_bar__minus_00_dot_01 loc_bar__minus_1_bar__minus_4_bar_0_bar_30)
        (openable Cabinet_bar__minus_00_dot_42_bar__plus_00_dot_37_bar__minus_00_dot_01)
        (receptacleType Cabinet_bar__minus_00_dot_45_bar__plus_00_dot_47_bar__minus_00_dot_01 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_45_bar__plus_00_dot_47_bar__minus_00_dot_01 loc_bar__minus_2_bar__minus_4_bar_0_bar_30)
        (openable Cabinet_bar__minus_00_dot_45_bar__plus_00_dot_47_bar__minus_00_dot_01)
        (receptacleType Cabinet_bar__minus_00_dot_46_bar__plus_02_dot_27_bar__minus_02_dot_00 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_46_bar__plus_02_dot_27_bar__minus_02_dot_00 loc_bar_0_bar__minus_5_bar_2_bar__minus_30)
        (openable Cabinet_bar__minus_00_dot_46_bar__plus_02_dot_27_bar__minus_02_dot_00)
        (receptacleType Cabinet_bar__minus_00_dot_82_bar__plus_00_dot_47_bar__minus_01_dot_69 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_82_bar__plus_00_dot_47_bar__minus_01_dot_69 loc_bar__minus_1_bar__minus_3_bar_2_bar_30)
        (openable Cabinet_bar__minus_00_dot_82_bar__plus_00_dot_47_bar__minus_01_dot_69)
        (receptacleType Cabinet_bar__minus_00_dot_84_bar__plus_00_dot_47_bar__minus_00_dot_05 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_84_bar__plus_00_dot_47_bar__minus_00_dot_05 loc_bar_0_bar__minus_2_bar_3_bar_30)
        (openable Cabinet_bar__minus_00_dot_84_bar__plus_00_dot_47_bar__minus_00_dot_05)
        (receptacleType Cabinet_bar__minus_00_dot_84_bar__plus_00_dot_47_bar__minus_01_dot_67 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_84_bar__plus_00_dot_47_bar__minus_01_dot_67 loc_bar_0_bar__minus_4_bar_3_bar_30)
        (openable Cabinet_bar__minus_00_dot_84_bar__plus_00_dot_47_bar__minus_01_dot_67)
        (receptacleType Cabinet_bar__minus_01_dot_10_bar__plus_02_dot_02_bar__minus_02_dot_00 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_10_bar__plus_02_dot_02_bar__minus_02_dot_00 loc_bar__minus_2_bar__minus_5_bar_2_bar__minus_30)
        (openable Cabinet_bar__minus_01_dot_10_bar__plus_02_dot_02_bar__minus_02_dot_00)
        (receptacleType Cabinet_bar__minus_01_dot_15_bar__plus_02_dot_02_bar__plus_00_dot_38 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_15_bar__plus_02_dot_02_bar__plus_00_dot_38 loc_bar__minus_2_bar__minus_1_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_01_dot_15_bar__plus_02_dot_02_bar__plus_00_dot_38)
        (receptacleType Cabinet_bar__minus_01_dot_15_bar__plus_02_dot_02_bar__minus_00_dot_77 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_15_bar__plus_02_dot_02_bar__minus_00_dot_77 loc_bar__minus_2_bar__minus_2_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_01_dot_15_bar__plus_02_dot_02_bar__minus_00_dot_77)
        (receptacleType Cabinet_bar__minus_01_dot_15_bar__plus_02_dot_02_bar__minus_01_dot_98 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_15_bar__plus_02_dot_02_bar__minus_01_dot_98 loc_bar__minus_1_bar__minus_5_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_01_dot_15_bar__plus_02_dot_02_bar__minus_01_dot_98)
        (receptacleType Cabinet_bar__minus_01_dot_15_bar__plus_02_dot_27_bar__minus_00_dot_84 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_15_bar__plus_02_dot_27_bar__minus_00_dot_84 loc_bar__minus_2_bar__minus_5_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_01_dot_15_bar__plus_02_dot_27_bar__minus_00_dot_84)
        (receptacleType Cabinet_bar__minus_01_dot_15_bar__plus_02_dot_27_bar__minus_01_dot_42 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_15_bar__plus_02_dot_27_bar__minus_01_dot_42 loc_bar__minus_2_bar__minus_4_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_01_dot_15_bar__plus_02_dot_27_bar__minus_01_dot_42)
        (receptacleType CounterTop_bar__plus_01_dot_16_bar__plus_00_dot_95_bar__minus_02_dot_01 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_16_bar__plus_00_dot_95_bar__minus_02_dot_01 loc_bar_4_bar__minus_5_bar_2_bar_30)
        (receptacleType CounterTop_bar__minus_00_dot_63_bar__plus_01_dot_17_bar__plus_00_dot_57 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_00_dot_63_bar__plus_01_dot_17_bar__plus_00_dot_57 loc_bar_2_bar_3_bar_3_bar_30)
        (receptacleType CounterTop_bar__minus_00_dot_67_bar__plus_00_dot_95_bar__plus_00_dot_19 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_00_dot_67_bar__plus_00_dot_95_bar__plus_00_dot_19 loc_bar__minus_2_bar__minus_2_bar_0_bar_30)
        (receptacleType Drawer_bar__minus_00_dot_07_bar__plus_00_dot_75_bar__minus_00_dot_01 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_07_bar__plus_00_dot_75_bar__minus_00_dot_01 loc_bar_3_bar__minus_2_bar_3_bar_30)
        (openable Drawer_bar__minus_00_dot_07_bar__plus_00_dot_75_bar__minus_00_dot_01)
        (receptacleType Drawer_bar__minus_00_dot_45_bar__plus_00_dot_75_bar__minus_00_dot_01 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_45_bar__plus_00_dot_75_bar__minus_00_dot_01 loc_bar_1_bar__minus_2_bar_3_bar_30)
        (openable Drawer_bar__minus_00_dot_45_bar__plus_00_dot_75_bar__minus_00_dot_01)
        (receptacleType Drawer_bar__minus_00_dot_82_bar__plus_00_dot_75_bar__minus_01_dot_69 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_82_bar__plus_00_dot_75_bar__minus_01_dot_69 loc_bar_0_bar__minus_5_bar_3_bar_30)
        (openable Drawer_bar__minus_00_dot_82_bar__plus_00_dot_75_bar__minus_01_dot_69)
        (receptacleType Fridge_bar__plus_01_dot_98_bar__plus_00_dot_00_bar__minus_00_dot_54 FridgeType)
        (receptacleAtLocation Fridge_bar__plus_01_dot_98_bar__plus_00_dot_00_bar__minus_00_dot_54 loc_bar_4_bar__minus_3_bar_1_bar_30)
        (openable Fridge_bar__plus_01_dot_98_bar__plus_00_dot_00_bar__minus_00_dot_54)
        (receptacleType Microwave_bar__plus_01_dot_83_bar__plus_00_dot_90_bar__minus_01_dot_35 MicrowaveType)
        (receptacleAtLocation Microwave_bar__plus_01_dot_83_bar__plus_00_dot_90_bar__minus_01_dot_35 loc_bar_4_bar__minus_5_bar_1_bar_30)
        (openable Microwave_bar__plus_01_dot_83_bar__plus_00_dot_90_bar__minus_01_dot_35)
        (receptacleType Shelf_bar__plus_02_dot_81_bar__plus_00_dot_16_bar__plus_00_dot_14 ShelfType)
        (receptacleAtLocation Shelf_bar__plus_02_dot_81_bar__plus_00_dot_16_bar__plus_00_dot_14 loc_bar_11_bar_6_bar_2_bar_30)
        (receptacleType Shelf_bar__plus_02_dot_81_bar__plus_00_dot_54_bar__plus_00_dot_14 ShelfType)
        (receptacleAtLocation Shelf_bar__plus_02_dot_81_bar__plus_00_dot_54_bar__plus_00_dot_14 loc_bar_10_bar_5_bar_2_bar_30)
        (receptacleType Shelf_bar__plus_02_dot_81_bar__plus_00_dot_87_bar__plus_00_dot_14 ShelfType)
        (receptacleAtLocation Shelf_bar__plus_02_dot_81_bar__plus_00_dot_87_bar__plus_00_dot_14 loc_bar_8_bar_3_bar_1_bar_30)
        (receptacleType Sink_bar__minus_00_dot_12_bar__plus_00_dot_88_bar__minus_02_dot_01_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_00_dot_12_bar__plus_00_dot_88_bar__minus_02_dot_01_bar_SinkBasin loc_bar_0_bar__minus_5_bar_2_bar_30)
        (receptacleType CoffeeMachine_bar__minus_00_dot_92_bar__plus_00_dot_38_bar__minus_01_dot_80 CoffeeMachineType)
        (receptacleAtLocation CoffeeMachine_bar__minus_00_dot_92_bar__plus_00_dot_38_bar__minus_01_dot_80 loc_bar__minus_4_bar__minus_7_bar_3_bar_15)
        (receptacleType GarbageCan_bar__minus_00_dot_45_bar__plus_00_dot_08_bar__plus_00_dot_18 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__minus_00_dot_45_bar__plus_00_dot_08_bar__plus_00_dot_18 loc_bar__minus_2_bar_1_bar_2_bar_45)
        (receptacleType StoveBurner_bar__plus_01_dot_55_bar__plus_00_dot_83_bar__plus_00_dot_44 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar__plus_01_dot_55_bar__plus_00_dot_83_bar__plus_00_dot_44 loc_bar_6_bar_2_bar_2_bar_15)
        (receptacleType Toaster_bar__plus_01_dot_86_bar__plus_01_dot_68_bar__plus_00_dot_05 ToasterType)
        (receptacleAtLocation Toaster_bar__plus_01_dot_86_bar__plus_01_dot_68_bar__plus_00_dot_05 loc_bar_7_bar_0_bar_3_bar_30)
        (objectType Egg_bar__plus_01_dot_61_bar__plus_01_dot_12_bar__minus_01_dot_15 EggType)
        (inReceptacle Egg_bar__plus_01_dot_61_bar__plus_01_dot_12_bar__minus_01_dot_15 Microwave_bar__plus_01_dot_83_bar__plus_00_dot_90_bar__minus_01_dot_35)
        (objectAtLocation Egg_bar__plus_01_dot_61_bar__plus_01_dot_12_bar__minus_01_dot_15 loc_bar_4_bar__minus_5_bar_1_bar_30)
        (cleanable Egg_bar__plus_01_dot_61_bar__plus_01_dot_12_bar__minus_01_dot_15)
        (heatable Egg_bar__plus_01_dot_61_bar__plus_01_dot_12_bar__minus_01_dot_15)
        (coolable Egg_bar__plus_01_dot_61_bar__plus_01_dot_12_bar__minus_01_dot_15)
        (sliceable Egg_bar__plus_01_dot_61_bar__plus_01_dot_12_bar__minus_01_dot_15)
        (pickupable Egg_bar__plus_01_dot_61_bar__plus_01_dot_12_bar__minus_01_dot_15)
        (objectType SoapBottle_bar__plus_01_dot_15_bar__plus_02_dot_16_bar__minus_02_dot_30 SoapBottleType)
        (inReceptacle SoapBottle_bar__plus_01_dot_15_bar__plus_02_dot_16_bar__minus_02_dot_30 Cabinet_bar__plus_01_dot_18_bar__plus_02_dot_02_bar__minus_02_dot_00)
        (objectAtLocation SoapBottle_bar__plus_01_dot_15_bar__plus_02_dot_16_bar__minus_02_dot_30 loc_bar_4_bar__minus_5_bar_2_bar__minus_30)
        (pickupable SoapBottle_bar__plus_01_dot_15_bar__plus_02_dot_16_bar__minus_02_dot_30)
        (objectType Spoon_bar__minus_00_dot_79_bar__plus_00_dot_78_bar__minus_01_dot_58 SpoonType)
        (inReceptacle Spoon_bar__minus_00_dot_79_bar__plus_00_dot_78_bar__minus_01_dot_58 Drawer_bar__minus_00_dot_82_bar__plus_00_dot_75_bar__minus_01_dot_69)
        (objectAtLocation Spoon_bar__minus_00_dot_79_bar__plus_00_dot_78_bar__minus_01_dot_58 loc_bar_0_bar__minus_5_bar_3_bar_30)
        (cleanable Spoon_bar__minus_00_dot_79_bar__plus_00_dot_78_bar__minus_01_dot_58)
        (pickupable Spoon_bar__minus_00_dot_79_bar__plus_00_dot_78_bar__minus_01_dot_58)
        (objectType Spoon_bar__minus_00_dot_34_bar__plus_00_dot_92_bar__plus_00_dot_02 SpoonType)
        (inReceptacle Spoon_bar__minus_00_dot_34_bar__plus_00_dot_92_bar__plus_00_dot_02 Drawer_bar__minus_00_dot_45_bar__plus_00_dot_75_bar__minus_00_dot_01)
        (objectAtLocation Spoon_bar__minus_00_dot_34_bar__plus_00_dot_92_bar__plus_00_dot_02 loc_bar_1_bar__minus_2_bar_3_bar_30)
        (cleanable Spoon_bar__minus_00_dot_34_bar__plus_00_dot_92_bar__plus_00_dot_02)
        (pickupable Spoon_bar__minus_00_dot_34_bar__plus_00_dot_92_bar__plus_00_dot_02)
        (objectType Spatula_bar__plus_00_dot_07_bar__plus_01_dot_04_bar__minus_01_dot_94 SpatulaType)
        (inReceptacle Spatula_bar__plus_00_dot_07_bar__plus_01_dot_04_bar__minus_01_dot_94 Sink_bar__minus_00_dot_12_bar__plus_00_dot_88_bar__minus_02_dot_01_bar_SinkBasin)
        (objectAtLocation Spatula_bar__plus_00_dot_07_bar__plus_01_dot_04_bar__minus_01_dot_94 loc_bar_0_bar__minus_5_bar_2_bar_30)
        (cleanable Spatula_bar__plus_00_dot_07_bar__plus_01_dot_04_bar__minus_01_dot_94)
        (pickupable Spatula_bar__plus_00_dot_07_bar__plus_01_dot_04_bar__minus_01_dot_94)
        (objectType Spatula_bar__minus_00_dot_83_bar__plus_01_dot_19_bar__plus_00_dot_42 SpatulaType)
        (inReceptacle Spatula_bar__minus_00_dot_83_bar__plus_01_dot_19_bar__plus_00_dot_42 CounterTop_bar__minus_00_dot_63_bar__plus_01_dot_17_bar__plus_00_dot_57)
        (objectAtLocation Spatula_bar__minus_00_dot_83_bar__plus_01_dot_19_bar__plus_00_dot_42 loc_bar_2_bar_3_bar_3_bar_30)
        (cleanable Spatula_bar__minus_00_dot_83_bar__plus_01_dot_19_bar__plus_00_dot_42)
        (pickupable Spatula_bar__minus_00_dot_83_bar__plus_01_dot_19_bar__plus_00_dot_42)
        (objectType Kettle_bar__minus_00_dot_49_bar__plus_00_dot_62_bar__plus_00_dot_10 KettleType)
        (inReceptacle Kettle_bar__minus_00_dot_49_bar__plus_00_dot_62_bar__plus_00_dot_10 Cabinet_bar__minus_00_dot_42_bar__plus_00_dot_37_bar__minus_00_dot_01)
        (objectAtLocation Kettle_bar__minus_00_dot_49_bar__plus_00_dot_62_bar__plus_00_dot_10 loc_bar__minus_1_bar__minus_4_bar_0_bar_30)
        (cleanable Kettle_bar__minus_00_dot_49_bar__plus_00_dot_62_bar__plus_00_dot_10)
        (pickupable Kettle_bar__minus_00_dot_49_bar__plus_00_dot_62_bar__plus_00_dot_10)
        (objectType Plate_bar__minus_01_dot_15_bar__plus_02_dot_28_bar__minus_00_dot_92 PlateType)
        (inReceptacle Plate_bar__minus_01_dot_15_bar__plus_02_dot_28_bar__minus_00_dot_92 Cabinet_bar__minus_01_dot_15_bar__plus_02_dot_02_bar__minus_00_dot_77)
        (objectAtLocation Plate_bar__minus_01_dot_15_bar__plus_02_dot_28_bar__minus_00_dot_92 loc_bar__minus_2_bar__minus_2_bar_3_bar__minus_30)
        (cleanable Plate_bar__minus_01_dot_15_bar__plus_02_dot_28_bar__minus_00_dot_92)
        (heatable Plate_bar__minus_01_dot_15_bar__plus_02_dot_28_bar__minus_00_dot_92)
        (coolable Plate_bar__minus_01_dot_15_bar__plus_02_dot_28_bar__minus_00_dot_92)
        (pickupable Plate_bar__minus_01_dot_15_bar__plus_02_dot_28_bar__minus_00_dot_92)
        (isReceptacleObject Plate_bar__minus_01_dot_15_bar__plus_02_dot_28_bar__minus_00_dot_92)
        (objectType Tomato_bar__plus_01_dot_71_bar__plus_00_dot_92_bar__minus_01_dot_50 TomatoType)
        (inReceptacle Tomato_bar__plus_01_dot_71_bar__plus_00_dot_92_bar__minus_01_dot_50 Microwave_bar__plus_01_dot_83_bar__plus_00_dot_90_bar__minus_01_dot_35)
        (objectAtLocation Tomato_bar__plus_01_dot_71_bar__plus_00_dot_92_bar__minus_01_dot_50 loc_bar_4_bar__minus_5_bar_1_bar_30)
        (cleanable Tomato_bar__plus_01_dot_71_bar__plus_00_dot_92_bar__minus_01_dot_50)
        (heatable Tomato_bar__plus_01_dot_71_bar__plus_00_dot_92_bar__minus_01_dot_50)
        (coolable Tomato_bar__plus_01_dot_71_bar__plus_00_dot_92_bar__minus_01_dot_50)
        (sliceable Tomato_bar__plus_01_dot_71_bar__plus_00_dot_92_bar__minus_01_dot_50)
        (pickupable Tomato_bar__plus_01_dot_71_bar__plus_00_dot_92_bar__minus_01_dot_50)
        (objectType Statue_bar__plus_02_dot_63_bar__plus_01_dot_12_bar__plus_00_dot_29 StatueType)
        (inReceptacle Statue_bar__plus_02_dot_63_bar__plus_01_dot_12_bar__plus_00_dot_29 Shelf_bar__plus_02_dot_81_bar__plus_00_dot_87_bar__plus_00_dot_14)
        (objectAtLocation Statue_bar__plus_02_dot_63_bar__plus_01_dot_12_bar__plus_00_dot_29 loc_bar_8_bar_3_bar_1_bar_30)
        (pickupable Statue_bar__plus_02_dot_63_bar__plus_01_dot_12_bar__plus_00_dot_29)
        (objectType Fork_bar__minus_00_dot_55_bar__plus_01_dot_04_bar__plus_00_dot_07 ForkType)
        (inReceptacle Fork_bar__minus_00_dot_55_bar__plus_01_dot_04_bar__plus_00_dot_07 Drawer_bar__minus_00_dot_45_bar__plus_00_dot_75_bar__minus_00_dot_01)
        (objectAtLocation Fork_bar__minus_00_dot_55_bar__plus_01_dot_04_bar__plus_00_dot_07 loc_bar_1_bar__minus_2_bar_3_bar_30)
        (cleanable Fork_bar__minus_00_dot_55_bar__plus_01_dot_04_bar__plus_00_dot_07)
        (pickupable Fork_bar__minus_00_dot_55_bar__plus_01_dot_04_bar__plus_00_dot_07)
        (canContain CabinetType KettleType)
        (canContain CabinetType PlateType)
        (canContain CabinetType SoapBottleType)
        (canContain CounterTopType EggType)
        (canContain CounterTopType ForkType)
        (canContain CounterTopType KettleType)
        (canContain CounterTopType PlateType)
        (canContain CounterTopType SoapBottleType)
        (canContain CounterTopType SpatulaType)
        (canContain CounterTopType SpoonType)
        (canContain CounterTopType StatueType)
        (canContain CounterTopType TomatoType)
        (canContain DrawerType ForkType)
        (canContain DrawerType SoapBottleType)
        (canContain DrawerType SpatulaType)
        (canContain DrawerType SpoonType)
        (canContain FridgeType EggType)
        (canContain FridgeType PlateType)
        (canContain FridgeType TomatoType)
        (canContain GarbageCanType EggType)
        (canContain GarbageCanType SoapBottleType)
        (canContain GarbageCanType TomatoType)
        (canContain MicrowaveType EggType)
        (canContain MicrowaveType PlateType)
        (canContain MicrowaveType TomatoType)
        (canContain ShelfType KettleType)
        (canContain ShelfType PlateType)
        (canContain ShelfType SoapBottleType)
        (canContain ShelfType StatueType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType ForkType)
        (canContain SinkBasinType KettleType)
        (canContain SinkBasinType PlateType)
        (canContain SinkBasinType SpatulaType)
        (canContain SinkBasinType SpoonType)
        (canContain SinkBasinType TomatoType)
        (canContain StoveBurnerType KettleType)
        (atLocation agent1 loc_bar_5_bar__minus_8_bar_0_bar_30)
    )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o EggType)
                            (receptacleType ?r SinkBasinType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    