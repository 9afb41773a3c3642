(define (problem plan_trial_8f33d3c7a038)
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
        DishSponge_bar__minus_00_dot_86_bar__plus_02_dot_16_bar__plus_01_dot_44 - object
        Plate_bar__plus_01_dot_42_bar__plus_01_dot_76_bar__plus_01_dot_44 - object
        PepperShaker_bar__plus_01_dot_36_bar__plus_00_dot_54_bar__plus_00_dot_47 - object
        Potato_bar__plus_01_dot_65_bar__plus_01_dot_60_bar__plus_01_dot_61 - object
        Bowl_bar__minus_01_dot_26_bar__plus_00_dot_18_bar__plus_00_dot_09 - object
        Bowl_bar__minus_00_dot_45_bar__plus_00_dot_60_bar__plus_00_dot_81 - object
        Cabinet_bar__plus_01_dot_22_bar__plus_00_dot_39_bar__plus_00_dot_63 - receptacle
        Cabinet_bar__plus_01_dot_22_bar__plus_00_dot_39_bar__plus_02_dot_11 - receptacle
        Cabinet_bar__plus_01_dot_22_bar__plus_00_dot_55_bar__plus_00_dot_59 - receptacle
        Cabinet_bar__plus_01_dot_22_bar__plus_01_dot_39_bar__plus_00_dot_59 - receptacle
        Cabinet_bar__plus_01_dot_22_bar__plus_02_dot_01_bar__plus_00_dot_59 - receptacle
        Cabinet_bar__plus_01_dot_50_bar__plus_02_dot_11_bar__plus_01_dot_16 - receptacle
        Cabinet_bar__plus_01_dot_50_bar__plus_02_dot_11_bar__plus_01_dot_21 - receptacle
        Cabinet_bar__plus_01_dot_50_bar__plus_02_dot_11_bar__plus_02_dot_08 - receptacle
        Cabinet_bar__minus_00_dot_63_bar__plus_00_dot_39_bar__plus_00_dot_63 - receptacle
        Cabinet_bar__minus_00_dot_63_bar__plus_00_dot_39_bar__plus_02_dot_11 - receptacle
        Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_05_bar__minus_00_dot_33 - receptacle
        Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_11_bar__plus_00_dot_58 - receptacle
        Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_11_bar__plus_01_dot_16 - receptacle
        Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_11_bar__plus_01_dot_21 - receptacle
        Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_11_bar__plus_02_dot_08 - receptacle
        CounterTop_bar__plus_01_dot_51_bar__plus_00_dot_97_bar__plus_02_dot_31 - receptacle
        CounterTop_bar__minus_00_dot_97_bar__plus_00_dot_97_bar__plus_00_dot_92 - receptacle
        CounterTop_bar__minus_00_dot_97_bar__plus_00_dot_97_bar__plus_02_dot_39 - receptacle
        Drawer_bar__plus_01_dot_37_bar__plus_00_dot_77_bar__plus_00_dot_92 - receptacle
        Drawer_bar__plus_01_dot_37_bar__plus_00_dot_77_bar__plus_02_dot_39 - receptacle
        Drawer_bar__minus_00_dot_78_bar__plus_00_dot_77_bar__plus_00_dot_92 - receptacle
        Drawer_bar__minus_00_dot_78_bar__plus_00_dot_77_bar__plus_02_dot_38 - receptacle
        Fridge_bar__minus_01_dot_00_bar__plus_00_dot_00_bar__plus_00_dot_12 - receptacle
        Microwave_bar__plus_01_dot_63_bar__plus_01_dot_48_bar__plus_01_dot_65 - receptacle
        Sink_bar__plus_01_dot_54_bar__plus_00_dot_87_bar__plus_01_dot_64_bar_SinkBasin - receptacle
        CoffeeMachine_bar__plus_01_dot_58_bar__plus_01_dot_86_bar__plus_01_dot_24 - receptacle
        GarbageCan_bar__minus_00_dot_26_bar__plus_00_dot_08_bar__plus_00_dot_50 - receptacle
        StoveBurner_bar__plus_00_dot_70_bar__plus_00_dot_81_bar__plus_01_dot_83 - receptacle
        Toaster_bar__plus_00_dot_07_bar__plus_01_dot_91_bar__plus_00_dot_19 - receptacle
        loc_bar__minus_1_bar_10_bar_3_bar_30 - location
        loc_bar__minus_1_bar_2_bar_1_bar_0 - location
        loc_bar__minus_1_bar_3_bar_3_bar__minus_30 - location
        loc_bar__minus_1_bar_3_bar_3_bar_0 - location
        loc_bar__minus_1_bar_4_bar_3_bar_30 - location
        loc_bar__minus_1_bar_6_bar_0_bar_30 - location
        loc_bar_0_bar__minus_2_bar_3_bar__minus_30 - location
        loc_bar_0_bar_0_bar_3_bar_30 - location
        loc_bar_0_bar_1_bar_0_bar_30 - location
        loc_bar_0_bar_3_bar_3_bar_30 - location
        loc_bar_0_bar_7_bar_3_bar__minus_30 - location
        loc_bar_0_bar_8_bar_3_bar__minus_30 - location
        loc_bar_0_bar_9_bar_3_bar_30 - location
        loc_bar_1_bar_11_bar_3_bar_30 - location
        loc_bar_1_bar_5_bar_1_bar_0 - location
        loc_bar_1_bar_5_bar_1_bar_30 - location
        loc_bar_1_bar_5_bar_3_bar_30 - location
        loc_bar_1_bar_6_bar_1_bar_0 - location
        loc_bar_1_bar_9_bar_1_bar_30 - location
        loc_bar_2_bar_1_bar_1_bar_30 - location
        loc_bar_2_bar_3_bar_1_bar_30 - location
        loc_bar_2_bar_9_bar_1_bar_30 - location
        loc_bar_3_bar_1_bar_1_bar__minus_30 - location
        loc_bar_3_bar_1_bar_1_bar_30 - location
        loc_bar_3_bar_3_bar_1_bar_0 - location
        loc_bar_3_bar_7_bar_1_bar_0 - location
        loc_bar_3_bar_8_bar_1_bar_30 - location
        loc_bar_4_bar_5_bar_1_bar_30 - location
        loc_bar_4_bar_6_bar_1_bar_0 - location
        loc_bar_6_bar_5_bar_0_bar_0 - location
    )
(:init
        (receptacleType Cabinet_bar__plus_01_dot_22_bar__plus_00_dot_39_bar__plus_00_dot_63 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_22_bar__plus_00_dot_39_bar__plus_00_dot_63 loc_bar_1_bar_5_bar_1_bar_30)
        (openable Cabinet_bar__plus_01_dot_22_bar__plus_00_dot_39_bar__plus_00_dot_63)
        (receptacleType Cabinet_bar__plus_01_dot_22_bar__plus_00_dot_39_bar__plus_02_dot_11 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_22_bar__plus_00_dot_39_bar__plus_02_dot_11 loc_bar_1_bar_9_bar_1_bar_30)
        (openable Cabinet_bar__plus_01_dot_22_bar__plus_00_dot_39_bar__plus_02_dot_11)
        (receptacleType Cabinet_bar__plus_01_dot_22_bar__plus_00_dot_55_bar__plus_00_dot_59 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_22_bar__plus_00_dot_55_bar__plus_00_dot_59 loc_bar_2_bar_1_bar_1_bar_30)
        (openable Cabinet_bar__plus_01_dot_22_bar__plus_00_dot_55_bar__plus_00_dot_59)
        (receptacleType Cabinet_bar__plus_01_dot_22_bar__plus_01_dot_39_bar__plus_00_dot_59 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_22_bar__plus_01_dot_39_bar__plus_00_dot_59 loc_bar_3_bar_1_bar_1_bar_30)
        (openable Cabinet_bar__plus_01_dot_22_bar__plus_01_dot_39_bar__plus_00_dot_59)
        (receptacleType Cabinet_bar__plus_01_dot_22_bar__plus_02_dot_01_bar__plus_00_dot_59 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_22_bar__plus_02_dot_01_bar__plus_00_dot_59 loc_bar_3_bar_1_bar_1_bar__minus_30)
        (openable Cabinet_bar__plus_01_dot_22_bar__plus_02_dot_01_bar__plus_00_dot_59)
        (receptacleType Cabinet_bar__plus_01_dot_50_bar__plus_02_dot_11_bar__plus_01_dot_16 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_50_bar__plus_02_dot_11_bar__plus_01_dot_16 loc_bar_3_bar_3_bar_1_bar_0)
        (openable Cabinet_bar__plus_01_dot_50_bar__plus_02_dot_11_bar__plus_01_dot_16)
        (receptacleType Cabinet_bar__plus_01_dot_50_bar__plus_02_dot_11_bar__plus_01_dot_21 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_50_bar__plus_02_dot_11_bar__plus_01_dot_21 loc_bar_1_bar_5_bar_1_bar_0)
        (openable Cabinet_bar__plus_01_dot_50_bar__plus_02_dot_11_bar__plus_01_dot_21)
        (receptacleType Cabinet_bar__plus_01_dot_50_bar__plus_02_dot_11_bar__plus_02_dot_08 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_50_bar__plus_02_dot_11_bar__plus_02_dot_08 loc_bar_1_bar_6_bar_1_bar_0)
        (openable Cabinet_bar__plus_01_dot_50_bar__plus_02_dot_11_bar__plus_02_dot_08)
        (receptacleType Cabinet_bar__minus_00_dot_63_bar__plus_00_dot_39_bar__plus_00_dot_63 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_63_bar__plus_00_dot_39_bar__plus_00_dot_63 loc_bar_1_bar_5_bar_3_bar_30)
        (openable Cabinet_bar__minus_00_dot_63_bar__plus_00_dot_39_bar__plus_00_dot_63)
        (receptacleType Cabinet_bar__minus_00_dot_63_bar__plus_00_dot_39_bar__plus_02_dot_11 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_63_bar__plus_00_dot_39_bar__plus_02_dot_11 loc_bar_1_bar_11_bar_3_bar_30)
        (openable Cabinet_bar__minus_00_dot_63_bar__plus_00_dot_39_bar__plus_02_dot_11)
        (receptacleType Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_05_bar__minus_00_dot_33 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_05_bar__minus_00_dot_33 loc_bar_0_bar__minus_2_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_05_bar__minus_00_dot_33)
        (receptacleType Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_11_bar__plus_00_dot_58 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_11_bar__plus_00_dot_58 loc_bar__minus_1_bar_3_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_11_bar__plus_00_dot_58)
        (receptacleType Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_11_bar__plus_01_dot_16 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_11_bar__plus_01_dot_16 loc_bar__minus_1_bar_3_bar_3_bar_0)
        (openable Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_11_bar__plus_01_dot_16)
        (receptacleType Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_11_bar__plus_01_dot_21 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_11_bar__plus_01_dot_21 loc_bar_0_bar_7_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_11_bar__plus_01_dot_21)
        (receptacleType Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_11_bar__plus_02_dot_08 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_11_bar__plus_02_dot_08 loc_bar_0_bar_8_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_11_bar__plus_02_dot_08)
        (receptacleType CounterTop_bar__plus_01_dot_51_bar__plus_00_dot_97_bar__plus_02_dot_31 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_51_bar__plus_00_dot_97_bar__plus_02_dot_31 loc_bar_3_bar_8_bar_1_bar_30)
        (receptacleType CounterTop_bar__minus_00_dot_97_bar__plus_00_dot_97_bar__plus_00_dot_92 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_00_dot_97_bar__plus_00_dot_97_bar__plus_00_dot_92 loc_bar__minus_1_bar_4_bar_3_bar_30)
        (receptacleType CounterTop_bar__minus_00_dot_97_bar__plus_00_dot_97_bar__plus_02_dot_39 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_00_dot_97_bar__plus_00_dot_97_bar__plus_02_dot_39 loc_bar__minus_1_bar_10_bar_3_bar_30)
        (receptacleType Drawer_bar__plus_01_dot_37_bar__plus_00_dot_77_bar__plus_00_dot_92 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_01_dot_37_bar__plus_00_dot_77_bar__plus_00_dot_92 loc_bar_2_bar_3_bar_1_bar_30)
        (openable Drawer_bar__plus_01_dot_37_bar__plus_00_dot_77_bar__plus_00_dot_92)
        (receptacleType Drawer_bar__plus_01_dot_37_bar__plus_00_dot_77_bar__plus_02_dot_39 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_01_dot_37_bar__plus_00_dot_77_bar__plus_02_dot_39 loc_bar_2_bar_9_bar_1_bar_30)
        (openable Drawer_bar__plus_01_dot_37_bar__plus_00_dot_77_bar__plus_02_dot_39)
        (receptacleType Drawer_bar__minus_00_dot_78_bar__plus_00_dot_77_bar__plus_00_dot_92 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_78_bar__plus_00_dot_77_bar__plus_00_dot_92 loc_bar_0_bar_3_bar_3_bar_30)
        (openable Drawer_bar__minus_00_dot_78_bar__plus_00_dot_77_bar__plus_00_dot_92)
        (receptacleType Drawer_bar__minus_00_dot_78_bar__plus_00_dot_77_bar__plus_02_dot_38 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_78_bar__plus_00_dot_77_bar__plus_02_dot_38 loc_bar_0_bar_9_bar_3_bar_30)
        (openable Drawer_bar__minus_00_dot_78_bar__plus_00_dot_77_bar__plus_02_dot_38)
        (receptacleType Fridge_bar__minus_01_dot_00_bar__plus_00_dot_00_bar__plus_00_dot_12 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_01_dot_00_bar__plus_00_dot_00_bar__plus_00_dot_12 loc_bar_0_bar_0_bar_3_bar_30)
        (openable Fridge_bar__minus_01_dot_00_bar__plus_00_dot_00_bar__plus_00_dot_12)
        (receptacleType Microwave_bar__plus_01_dot_63_bar__plus_01_dot_48_bar__plus_01_dot_65 MicrowaveType)
        (receptacleAtLocation Microwave_bar__plus_01_dot_63_bar__plus_01_dot_48_bar__plus_01_dot_65 loc_bar_4_bar_6_bar_1_bar_0)
        (openable Microwave_bar__plus_01_dot_63_bar__plus_01_dot_48_bar__plus_01_dot_65)
        (receptacleType Sink_bar__plus_01_dot_54_bar__plus_00_dot_87_bar__plus_01_dot_64_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__plus_01_dot_54_bar__plus_00_dot_87_bar__plus_01_dot_64_bar_SinkBasin loc_bar_4_bar_5_bar_1_bar_30)
        (receptacleType CoffeeMachine_bar__plus_01_dot_58_bar__plus_01_dot_86_bar__plus_01_dot_24 CoffeeMachineType)
        (receptacleAtLocation CoffeeMachine_bar__plus_01_dot_58_bar__plus_01_dot_86_bar__plus_01_dot_24 loc_bar_6_bar_5_bar_0_bar_0)
        (receptacleType GarbageCan_bar__minus_00_dot_26_bar__plus_00_dot_08_bar__plus_00_dot_50 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__minus_00_dot_26_bar__plus_00_dot_08_bar__plus_00_dot_50 loc_bar__minus_1_bar_2_bar_1_bar_0)
        (receptacleType StoveBurner_bar__plus_00_dot_70_bar__plus_00_dot_81_bar__plus_01_dot_83 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar__plus_00_dot_70_bar__plus_00_dot_81_bar__plus_01_dot_83 loc_bar_3_bar_7_bar_1_bar_0)
        (receptacleType Toaster_bar__plus_00_dot_07_bar__plus_01_dot_91_bar__plus_00_dot_19 ToasterType)
        (receptacleAtLocation Toaster_bar__plus_00_dot_07_bar__plus_01_dot_91_bar__plus_00_dot_19 loc_bar_0_bar_1_bar_0_bar_30)
        (objectType DishSponge_bar__minus_00_dot_86_bar__plus_02_dot_16_bar__plus_01_dot_44 DishSpongeType)
        (inReceptacle DishSponge_bar__minus_00_dot_86_bar__plus_02_dot_16_bar__plus_01_dot_44 Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_11_bar__plus_01_dot_16)
        (objectAtLocation DishSponge_bar__minus_00_dot_86_bar__plus_02_dot_16_bar__plus_01_dot_44 loc_bar__minus_1_bar_3_bar_3_bar_0)
        (cleanable DishSponge_bar__minus_00_dot_86_bar__plus_02_dot_16_bar__plus_01_dot_44)
        (pickupable DishSponge_bar__minus_00_dot_86_bar__plus_02_dot_16_bar__plus_01_dot_44)
        (objectType Plate_bar__plus_01_dot_42_bar__plus_01_dot_76_bar__plus_01_dot_44 PlateType)
        (inReceptacle Plate_bar__plus_01_dot_42_bar__plus_01_dot_76_bar__plus_01_dot_44 Microwave_bar__plus_01_dot_63_bar__plus_01_dot_48_bar__plus_01_dot_65)
        (objectAtLocation Plate_bar__plus_01_dot_42_bar__plus_01_dot_76_bar__plus_01_dot_44 loc_bar_4_bar_6_bar_1_bar_0)
        (cleanable Plate_bar__plus_01_dot_42_bar__plus_01_dot_76_bar__plus_01_dot_44)
        (heatable Plate_bar__plus_01_dot_42_bar__plus_01_dot_76_bar__plus_01_dot_44)
        (coolable Plate_bar__plus_01_dot_42_bar__plus_01_dot_76_bar__plus_01_dot_44)
        (pickupable Plate_bar__plus_01_dot_42_bar__plus_01_dot_76_bar__plus_01_dot_44)
        (isReceptacleObject Plate_bar__plus_01_dot_42_bar__plus_01_dot_76_bar__plus_01_dot_44)
        (objectType PepperShaker_bar__plus_01_dot_36_bar__plus_00_dot_54_bar__plus_00_dot_47 PepperShakerType)
        (inReceptacle PepperShaker_bar__plus_01_dot_36_bar__plus_00_dot_54_bar__plus_00_dot_47 Cabinet_bar__plus_01_dot_22_bar__plus_00_dot_39_bar__plus_00_dot_63)
        (objectAtLocation PepperShaker_bar__plus_01_dot_36_bar__plus_00_dot_54_bar__plus_00_dot_47 loc_bar_1_bar_5_bar_1_bar_30)
        (pickupable PepperShaker_bar__plus_01_dot_36_bar__plus_00_dot_54_bar__plus_00_dot_47)
        (objectType Potato_bar__plus_01_dot_65_bar__plus_01_dot_60_bar__plus_01_dot_61 PotatoType)
        (inReceptacle Potato_bar__plus_01_dot_65_bar__plus_01_dot_60_bar__plus_01_dot_61 Microwave_bar__plus_01_dot_63_bar__plus_01_dot_48_bar__plus_01_dot_65)
        (objectAtLocation Potato_bar__plus_01_dot_65_bar__plus_01_dot_60_bar__plus_01_dot_61 loc_bar_4_bar_6_bar_1_bar_0)
        (cleanable Potato_bar__plus_01_dot_65_bar__plus_01_dot_60_bar__plus_01_dot_61)
        (heatable Potato_bar__plus_01_dot_65_bar__plus_01_dot_60_bar__plus_01_dot_61)
        (coolable Potato_bar__plus_01_dot_65_bar__plus_01_dot_60_bar__plus_01_dot_61)
        (sliceable Potato_bar__plus_01_dot_65_bar__plus_01_dot_60_bar__plus_01_dot_61)
        (pickupable Potato_bar__plus_01_dot_65_bar__plus_01_dot_60_bar__plus_01_dot_61)
        (objectType Bowl_bar__minus_01_dot_26_bar__plus_00_dot_18_bar__plus_00_dot_09 BowlType)
        (inReceptacle Bowl_bar__minus_01_dot_26_bar__plus_00_dot_18_bar__plus_00_dot_09 Fridge_bar__minus_01_dot_00_bar__plus_00_dot_00_bar__plus_00_dot_12)
        (objectAtLocation Bowl_bar__minus_01_dot_26_bar__plus_00_dot_18_bar__plus_00_dot_09 loc_bar_0_bar_0_bar_3_bar_30)
        (cleanable Bowl_bar__minus_01_dot_26_bar__plus_00_dot_18_bar__plus_00_dot_09)
        (coolable Bowl_bar__minus_01_dot_26_bar__plus_00_dot_18_bar__plus_00_dot_09)
        (pickupable Bowl_bar__minus_01_dot_26_bar__plus_00_dot_18_bar__plus_00_dot_09)
        (isReceptacleObject Bowl_bar__minus_01_dot_26_bar__plus_00_dot_18_bar__plus_00_dot_09)
        (objectType Bowl_bar__minus_00_dot_45_bar__plus_00_dot_60_bar__plus_00_dot_81 BowlType)
        (inReceptacle Bowl_bar__minus_00_dot_45_bar__plus_00_dot_60_bar__plus_00_dot_81 Cabinet_bar__minus_00_dot_63_bar__plus_00_dot_39_bar__plus_00_dot_63)
        (objectAtLocation Bowl_bar__minus_00_dot_45_bar__plus_00_dot_60_bar__plus_00_dot_81 loc_bar_1_bar_5_bar_3_bar_30)
        (cleanable Bowl_bar__minus_00_dot_45_bar__plus_00_dot_60_bar__plus_00_dot_81)
        (coolable Bowl_bar__minus_00_dot_45_bar__plus_00_dot_60_bar__plus_00_dot_81)
        (pickupable Bowl_bar__minus_00_dot_45_bar__plus_00_dot_60_bar__plus_00_dot_81)
        (isReceptacleObject Bowl_bar__minus_00_dot_45_bar__plus_00_dot_60_bar__plus_00_dot_81)
        (canContain CabinetType BowlType)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType PlateType)
        (canContain CounterTopType BowlType)
        (canContain CounterTopType DishSpongeType)
        (canContain CounterTopType PepperShakerType)
        (canContain CounterTopType PlateType)
        (canContain CounterTopType PotatoType)
        (canContain DrawerType DishSpongeType)
        (canContain DrawerType PepperShakerType)
        (canContain FridgeType BowlType)
        (canContain FridgeType PlateType)
        (canContain FridgeType PotatoType)
        (canContain GarbageCanType DishSpongeType)
        (canContain GarbageCanType PotatoType)
        (canContain MicrowaveType BowlType)
        (canContain MicrowaveType PlateType)
        (canContain MicrowaveType PotatoType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType PlateType)
        (canContain SinkBasinType PotatoType)
        (atLocation agent1 loc_bar__minus_1_bar_6_bar_0_bar_30)
    )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o DishSpongeType)
                            (receptacleType ?r SinkBasinType)
                        )
                    )
                )
            )
        )
    )
    