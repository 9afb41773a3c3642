(define (problem plan_trial_be96b011b6cb)
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
        Egg_bar__minus_03_dot_82_bar__plus_01_dot_42_bar__plus_00_dot_28 - object
        PepperShaker_bar__minus_01_dot_28_bar__plus_00_dot_50_bar__plus_00_dot_52 - object
        PepperShaker_bar__minus_01_dot_95_bar__plus_00_dot_43_bar__plus_00_dot_39 - object
        Ladle_bar__minus_00_dot_66_bar__plus_01_dot_33_bar__plus_00_dot_30 - object
        Mug_bar__minus_00_dot_37_bar__plus_01_dot_28_bar__plus_00_dot_36 - object
        Spoon_bar__minus_00_dot_46_bar__plus_01_dot_20_bar__plus_00_dot_25 - object
        Pan_bar__minus_01_dot_42_bar__plus_01_dot_26_bar__plus_00_dot_62 - object
        Bread_bar__minus_03_dot_91_bar__plus_01_dot_31_bar__plus_00_dot_09 - object
        Bread_bar__minus_00_dot_44_bar__plus_01_dot_36_bar__plus_00_dot_19 - object
        Apple_bar__minus_00_dot_34_bar__plus_01_dot_45_bar__plus_00_dot_23 - object
        Pot_bar__minus_03_dot_72_bar__plus_01_dot_22_bar__plus_00_dot_61 - object
        Pot_bar__minus_01_dot_91_bar__plus_00_dot_40_bar__plus_00_dot_54 - object
        Cabinet_bar__minus_01_dot_00_bar__plus_00_dot_39_bar__plus_00_dot_73 - receptacle
        Cabinet_bar__minus_01_dot_73_bar__plus_00_dot_39_bar__plus_00_dot_73 - receptacle
        CounterTop_bar__minus_00_dot_52_bar__plus_01_dot_16_bar__plus_00_dot_49 - receptacle
        CounterTop_bar__minus_02_dot_28_bar__plus_01_dot_16_bar__plus_00_dot_38 - receptacle
        CounterTop_bar__minus_03_dot_86_bar__plus_01_dot_16_bar__plus_00_dot_38 - receptacle
        DiningTable_bar__minus_00_dot_62_bar__plus_00_dot_02_bar__plus_02_dot_49 - receptacle
        Drawer_bar__minus_02_dot_04_bar__plus_00_dot_22_bar__plus_00_dot_59 - receptacle
        Drawer_bar__minus_02_dot_04_bar__plus_00_dot_61_bar__plus_00_dot_59 - receptacle
        Drawer_bar__minus_02_dot_04_bar__plus_00_dot_94_bar__plus_00_dot_60 - receptacle
        Drawer_bar__minus_02_dot_50_bar__plus_00_dot_22_bar__plus_00_dot_59 - receptacle
        Drawer_bar__minus_02_dot_50_bar__plus_00_dot_61_bar__plus_00_dot_59 - receptacle
        Drawer_bar__minus_02_dot_51_bar__plus_00_dot_94_bar__plus_00_dot_60 - receptacle
        Fridge_bar__minus_03_dot_52_bar__plus_00_dot_00_bar__plus_02_dot_72 - receptacle
        Microwave_bar__minus_00_dot_37_bar__plus_01_dot_11_bar__plus_00_dot_43 - receptacle
        Sink_bar__minus_01_dot_39_bar__plus_00_dot_98_bar__plus_00_dot_44_bar_SinkBasin - receptacle
        CoffeeMachine_bar__minus_03_dot_56_bar__plus_00_dot_11_bar__plus_02_dot_11 - receptacle
        GarbageCan_bar__minus_01_dot_49_bar__plus_00_dot_07_bar__plus_01_dot_05 - receptacle
        StoveBurner_bar__minus_01_dot_49_bar__plus_01_dot_04_bar__plus_01_dot_03 - receptacle
        Toaster_bar__minus_01_dot_42_bar__plus_00_dot_68_bar__plus_00_dot_75 - receptacle
        loc_bar__minus_10_bar_11_bar_3_bar_30 - location
        loc_bar__minus_13_bar_6_bar_2_bar_30 - location
        loc_bar__minus_14_bar_8_bar_3_bar_0 - location
        loc_bar__minus_15_bar_10_bar_2_bar_30 - location
        loc_bar__minus_3_bar_4_bar_3_bar_30 - location
        loc_bar__minus_4_bar_4_bar_2_bar_30 - location
        loc_bar__minus_4_bar_4_bar_3_bar_30 - location
        loc_bar__minus_4_bar_5_bar_2_bar_30 - location
        loc_bar__minus_5_bar_4_bar_3_bar_30 - location
        loc_bar__minus_5_bar_9_bar_1_bar_30 - location
        loc_bar__minus_6_bar_3_bar_2_bar_15 - location
        loc_bar__minus_6_bar_4_bar_0_bar_60 - location
        loc_bar__minus_6_bar_4_bar_1_bar_30 - location
        loc_bar__minus_6_bar_4_bar_3_bar_15 - location
        loc_bar__minus_6_bar_4_bar_3_bar_30 - location
        loc_bar__minus_6_bar_7_bar_2_bar_30 - location
        loc_bar__minus_7_bar_4_bar_2_bar_30 - location
        loc_bar__minus_7_bar_4_bar_3_bar_30 - location
        loc_bar__minus_7_bar_7_bar_2_bar_30 - location
        loc_bar__minus_8_bar_4_bar_3_bar_30 - location
    )
(:init
        (receptacleType Cabinet_bar__minus_01_dot_00_bar__plus_00_dot_39_bar__plus_00_dot_73 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_00_bar__plus_00_dot_39_bar__plus_00_dot_73 loc_bar__minus_7_bar_7_bar_2_bar_30)
        (openable Cabinet_bar__minus_01_dot_00_bar__plus_00_dot_39_bar__plus_00_dot_73)
        (receptacleType Cabinet_bar__minus_01_dot_73_bar__plus_00_dot_39_bar__plus_00_dot_73 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_73_bar__plus_00_dot_39_bar__plus_00_dot_73 loc_bar__minus_6_bar_7_bar_2_bar_30)
        (openable Cabinet_bar__minus_01_dot_73_bar__plus_00_dot_39_bar__plus_00_dot_73)
        (receptacleType CounterTop_bar__minus_00_dot_52_bar__plus_01_dot_16_bar__plus_00_dot_49 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_00_dot_52_bar__plus_01_dot_16_bar__plus_00_dot_49 loc_bar__minus_4_bar_4_bar_2_bar_30)
        (receptacleType CounterTop_bar__minus_02_dot_28_bar__plus_01_dot_16_bar__plus_00_dot_38 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_02_dot_28_bar__plus_01_dot_16_bar__plus_00_dot_38 loc_bar__minus_7_bar_4_bar_2_bar_30)
        (receptacleType CounterTop_bar__minus_03_dot_86_bar__plus_01_dot_16_bar__plus_00_dot_38 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_03_dot_86_bar__plus_01_dot_16_bar__plus_00_dot_38 loc_bar__minus_13_bar_6_bar_2_bar_30)
        (receptacleType DiningTable_bar__minus_00_dot_62_bar__plus_00_dot_02_bar__plus_02_dot_49 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_00_dot_62_bar__plus_00_dot_02_bar__plus_02_dot_49 loc_bar__minus_5_bar_9_bar_1_bar_30)
        (receptacleType Drawer_bar__minus_02_dot_04_bar__plus_00_dot_22_bar__plus_00_dot_59 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_02_dot_04_bar__plus_00_dot_22_bar__plus_00_dot_59 loc_bar__minus_4_bar_4_bar_3_bar_30)
        (openable Drawer_bar__minus_02_dot_04_bar__plus_00_dot_22_bar__plus_00_dot_59)
        (receptacleType Drawer_bar__minus_02_dot_04_bar__plus_00_dot_61_bar__plus_00_dot_59 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_02_dot_04_bar__plus_00_dot_61_bar__plus_00_dot_59 loc_bar__minus_5_bar_4_bar_3_bar_30)
        (openable Drawer_bar__minus_02_dot_04_bar__plus_00_dot_61_bar__plus_00_dot_59)
        (receptacleType Drawer_bar__minus_02_dot_04_bar__plus_00_dot_94_bar__plus_00_dot_60 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_02_dot_04_bar__plus_00_dot_94_bar__plus_00_dot_60 loc_bar__minus_6_bar_4_bar_3_bar_30)
        (openable Drawer_bar__minus_02_dot_04_bar__plus_00_dot_94_bar__plus_00_dot_60)
        (receptacleType Drawer_bar__minus_02_dot_50_bar__plus_00_dot_22_bar__plus_00_dot_59 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_02_dot_50_bar__plus_00_dot_22_bar__plus_00_dot_59 loc_bar__minus_3_bar_4_bar_3_bar_30)
        (openable Drawer_bar__minus_02_dot_50_bar__plus_00_dot_22_bar__plus_00_dot_59)
        (receptacleType Drawer_bar__minus_02_dot_50_bar__plus_00_dot_61_bar__plus_00_dot_59 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_02_dot_50_bar__plus_00_dot_61_bar__plus_00_dot_59 loc_bar__minus_7_bar_4_bar_3_bar_30)
        (openable Drawer_bar__minus_02_dot_50_bar__plus_00_dot_61_bar__plus_00_dot_59)
        (receptacleType Drawer_bar__minus_02_dot_51_bar__plus_00_dot_94_bar__plus_00_dot_60 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_02_dot_51_bar__plus_00_dot_94_bar__plus_00_dot_60 loc_bar__minus_8_bar_4_bar_3_bar_30)
        (openable Drawer_bar__minus_02_dot_51_bar__plus_00_dot_94_bar__plus_00_dot_60)
        (receptacleType Fridge_bar__minus_03_dot_52_bar__plus_00_dot_00_bar__plus_02_dot_72 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_03_dot_52_bar__plus_00_dot_00_bar__plus_02_dot_72 loc_bar__minus_10_bar_11_bar_3_bar_30)
        (openable Fridge_bar__minus_03_dot_52_bar__plus_00_dot_00_bar__plus_02_dot_72)
        (receptacleType Microwave_bar__minus_00_dot_37_bar__plus_01_dot_11_bar__plus_00_dot_43 MicrowaveType)
        (receptacleAtLocation Microwave_bar__minus_00_dot_37_bar__plus_01_dot_11_bar__plus_00_dot_43 loc_bar__minus_6_bar_4_bar_1_bar_30)
        (openable Microwave_bar__minus_00_dot_37_bar__plus_01_dot_11_bar__plus_00_dot_43)
        (receptacleType Sink_bar__minus_01_dot_39_bar__plus_00_dot_98_bar__plus_00_dot_44_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_01_dot_39_bar__plus_00_dot_98_bar__plus_00_dot_44_bar_SinkBasin loc_bar__minus_4_bar_5_bar_2_bar_30)
        (receptacleType CoffeeMachine_bar__minus_03_dot_56_bar__plus_00_dot_11_bar__plus_02_dot_11 CoffeeMachineType)
        (receptacleAtLocation CoffeeMachine_bar__minus_03_dot_56_bar__plus_00_dot_11_bar__plus_02_dot_11 loc_bar__minus_14_bar_8_bar_3_bar_0)
        (receptacleType GarbageCan_bar__minus_01_dot_49_bar__plus_00_dot_07_bar__plus_01_dot_05 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__minus_01_dot_49_bar__plus_00_dot_07_bar__plus_01_dot_05 loc_bar__minus_6_bar_4_bar_0_bar_60)
        (receptacleType StoveBurner_bar__minus_01_dot_49_bar__plus_01_dot_04_bar__plus_01_dot_03 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar__minus_01_dot_49_bar__plus_01_dot_04_bar__plus_01_dot_03 loc_bar__minus_6_bar_4_bar_3_bar_15)
        (receptacleType Toaster_bar__minus_01_dot_42_bar__plus_00_dot_68_bar__plus_00_dot_75 ToasterType)
        (receptacleAtLocation Toaster_bar__minus_01_dot_42_bar__plus_00_dot_68_bar__plus_00_dot_75 loc_bar__minus_6_bar_3_bar_2_bar_15)
        (objectType Egg_bar__minus_03_dot_82_bar__plus_01_dot_42_bar__plus_00_dot_28 EggType)
        (inReceptacle Egg_bar__minus_03_dot_82_bar__plus_01_dot_42_bar__plus_00_dot_28 CounterTop_bar__minus_03_dot_86_bar__plus_01_dot_16_bar__plus_00_dot_38)
        (objectAtLocation Egg_bar__minus_03_dot_82_bar__plus_01_dot_42_bar__plus_00_dot_28 loc_bar__minus_13_bar_6_bar_2_bar_30)
        (cleanable Egg_bar__minus_03_dot_82_bar__plus_01_dot_42_bar__plus_00_dot_28)
        (heatable Egg_bar__minus_03_dot_82_bar__plus_01_dot_42_bar__plus_00_dot_28)
        (coolable Egg_bar__minus_03_dot_82_bar__plus_01_dot_42_bar__plus_00_dot_28)
        (sliceable Egg_bar__minus_03_dot_82_bar__plus_01_dot_42_bar__plus_00_dot_28)
        (pickupable Egg_bar__minus_03_dot_82_bar__plus_01_dot_42_bar__plus_00_dot_28)
        (objectType PepperShaker_bar__minus_01_dot_28_bar__plus_00_dot_50_bar__plus_00_dot_52 PepperShakerType)
        (inReceptacle PepperShaker_bar__minus_01_dot_28_bar__plus_00_dot_50_bar__plus_00_dot_52 Cabinet_bar__minus_01_dot_00_bar__plus_00_dot_39_bar__plus_00_dot_73)
        (objectAtLocation PepperShaker_bar__minus_01_dot_28_bar__plus_00_dot_50_bar__plus_00_dot_52 loc_bar__minus_7_bar_7_bar_2_bar_30)
        (pickupable PepperShaker_bar__minus_01_dot_28_bar__plus_00_dot_50_bar__plus_00_dot_52)
        (objectType PepperShaker_bar__minus_01_dot_95_bar__plus_00_dot_43_bar__plus_00_dot_39 PepperShakerType)
        (inReceptacle PepperShaker_bar__minus_01_dot_95_bar__plus_00_dot_43_bar__plus_00_dot_39 Drawer_bar__minus_02_dot_04_bar__plus_00_dot_22_bar__plus_00_dot_59)
        (objectAtLocation PepperShaker_bar__minus_01_dot_95_bar__plus_00_dot_43_bar__plus_00_dot_39 loc_bar__minus_4_bar_4_bar_3_bar_30)
        (pickupable PepperShaker_bar__minus_01_dot_95_bar__plus_00_dot_43_bar__plus_00_dot_39)
        (objectType Ladle_bar__minus_00_dot_66_bar__plus_01_dot_33_bar__plus_00_dot_30 LadleType)
        (inReceptacle Ladle_bar__minus_00_dot_66_bar__plus_01_dot_33_bar__plus_00_dot_30 CounterTop_bar__minus_00_dot_52_bar__plus_01_dot_16_bar__plus_00_dot_49)
        (objectAtLocation Ladle_bar__minus_00_dot_66_bar__plus_01_dot_33_bar__plus_00_dot_30 loc_bar__minus_4_bar_4_bar_2_bar_30)
        (cleanable Ladle_bar__minus_00_dot_66_bar__plus_01_dot_33_bar__plus_00_dot_30)
        (pickupable Ladle_bar__minus_00_dot_66_bar__plus_01_dot_33_bar__plus_00_dot_30)
        (objectType Mug_bar__minus_00_dot_37_bar__plus_01_dot_28_bar__plus_00_dot_36 MugType)
        (inReceptacle Mug_bar__minus_00_dot_37_bar__plus_01_dot_28_bar__plus_00_dot_36 Microwave_bar__minus_00_dot_37_bar__plus_01_dot_11_bar__plus_00_dot_43)
        (objectAtLocation Mug_bar__minus_00_dot_37_bar__plus_01_dot_28_bar__plus_00_dot_36 loc_bar__minus_6_bar_4_bar_1_bar_30)
        (cleanable Mug_bar__minus_00_dot_37_bar__plus_01_dot_28_bar__plus_00_dot_36)
        (heatable Mug_bar__minus_00_dot_37_bar__plus_01_dot_28_bar__plus_00_dot_36)
        (coolable Mug_bar__minus_00_dot_37_bar__plus_01_dot_28_bar__plus_00_dot_36)
        (pickupable Mug_bar__minus_00_dot_37_bar__plus_01_dot_28_bar__plus_00_dot_36)
        (isReceptacleObject Mug_bar__minus_00_dot_37_bar__plus_01_dot_28_bar__plus_00_dot_36)
        (objectType Spoon_bar__minus_00_dot_46_bar__plus_01_dot_20_bar__plus_00_dot_25 SpoonType)
        (inReceptacle Spoon_bar__minus_00_dot_46_bar__plus_01_dot_20_bar__plus_00_dot_25 CounterTop_bar__minus_00_dot_52_bar__plus_01_dot_16_bar__plus_00_dot_49)
        (objectAtLocation Spoon_bar__minus_00_dot_46_bar__plus_01_dot_20_bar__plus_00_dot_25 loc_bar__minus_4_bar_4_bar_2_bar_30)
        (cleanable Spoon_bar__minus_00_dot_46_bar__plus_01_dot_20_bar__plus_00_dot_25)
        (pickupable Spoon_bar__minus_00_dot_46_bar__plus_01_dot_20_bar__plus_00_dot_25)
        (objectType Pan_bar__minus_01_dot_42_bar__plus_01_dot_26_bar__plus_00_dot_62 PanType)
        (inReceptacle Pan_bar__minus_01_dot_42_bar__plus_01_dot_26_bar__plus_00_dot_62 Sink_bar__minus_01_dot_39_bar__plus_00_dot_98_bar__plus_00_dot_44_bar_SinkBasin)
        (objectAtLocation Pan_bar__minus_01_dot_42_bar__plus_01_dot_26_bar__plus_00_dot_62 loc_bar__minus_4_bar_5_bar_2_bar_30)
        (cleanable Pan_bar__minus_01_dot_42_bar__plus_01_dot_26_bar__plus_00_dot_62)
        (coolable Pan_bar__minus_01_dot_42_bar__plus_01_dot_26_bar__plus_00_dot_62)
        (pickupable Pan_bar__minus_01_dot_42_bar__plus_01_dot_26_bar__plus_00_dot_62)
        (isReceptacleObject Pan_bar__minus_01_dot_42_bar__plus_01_dot_26_bar__plus_00_dot_62)
        (objectType Bread_bar__minus_03_dot_91_bar__plus_01_dot_31_bar__plus_00_dot_09 BreadType)
        (inReceptacle Bread_bar__minus_03_dot_91_bar__plus_01_dot_31_bar__plus_00_dot_09 CounterTop_bar__minus_03_dot_86_bar__plus_01_dot_16_bar__plus_00_dot_38)
        (objectAtLocation Bread_bar__minus_03_dot_91_bar__plus_01_dot_31_bar__plus_00_dot_09 loc_bar__minus_13_bar_6_bar_2_bar_30)
        (heatable Bread_bar__minus_03_dot_91_bar__plus_01_dot_31_bar__plus_00_dot_09)
        (coolable Bread_bar__minus_03_dot_91_bar__plus_01_dot_31_bar__plus_00_dot_09)
        (sliceable Bread_bar__minus_03_dot_91_bar__plus_01_dot_31_bar__plus_00_dot_09)
        (pickupable Bread_bar__minus_03_dot_91_bar__plus_01_dot_31_bar__plus_00_dot_09)
        (objectType Bread_bar__minus_00_dot_44_bar__plus_01_dot_36_bar__plus_00_dot_19 BreadType)
        (inReceptacle Bread_bar__minus_00_dot_44_bar__plus_01_dot_36_bar__plus_00_dot_19 Microwave_bar__minus_00_dot_37_bar__plus_01_dot_11_bar__plus_00_dot_43)
        (objectAtLocation Bread_bar__minus_00_dot_44_bar__plus_01_dot_36_bar__plus_00_dot_19 loc_bar__minus_6_bar_4_bar_1_bar_30)
        (heatable Bread_bar__minus_00_dot_44_bar__plus_01_dot_36_bar__plus_00_dot_19)
        (coolable Bread_bar__minus_00_dot_44_bar__plus_01_dot_36_bar__plus_00_dot_19)
        (sliceable Bread_bar__minus_00_dot_44_bar__plus_01_dot_36_bar__plus_00_dot_19)
        (pickupable Bread_bar__minus_00_dot_44_bar__plus_01_dot_36_bar__plus_00_dot_19)
        (objectType Apple_bar__minus_00_dot_34_bar__plus_01_dot_45_bar__plus_00_dot_23 AppleType)
        (inReceptacle Apple_bar__minus_00_dot_34_bar__plus_01_dot_45_bar__plus_00_dot_23 CounterTop_bar__minus_00_dot_52_bar__plus_01_dot_16_bar__plus_00_dot_49)
        (objectAtLocation Apple_bar__minus_00_dot_34_bar__plus_01_dot_45_bar__plus_00_dot_23 loc_bar__minus_4_bar_4_bar_2_bar_30)
        (cleanable Apple_bar__minus_00_dot_34_bar__plus_01_dot_45_bar__plus_00_dot_23)
        (heatable Apple_bar__minus_00_dot_34_bar__plus_01_dot_45_bar__plus_00_dot_23)
        (coolable Apple_bar__minus_00_dot_34_bar__plus_01_dot_45_bar__plus_00_dot_23)
        (sliceable Apple_bar__minus_00_dot_34_bar__plus_01_dot_45_bar__plus_00_dot_23)
        (pickupable Apple_bar__minus_00_dot_34_bar__plus_01_dot_45_bar__plus_00_dot_23)
        (objectType Pot_bar__minus_03_dot_72_bar__plus_01_dot_22_bar__plus_00_dot_61 PotType)
        (inReceptacle Pot_bar__minus_03_dot_72_bar__plus_01_dot_22_bar__plus_00_dot_61 CounterTop_bar__minus_03_dot_86_bar__plus_01_dot_16_bar__plus_00_dot_38)
        (objectAtLocation Pot_bar__minus_03_dot_72_bar__plus_01_dot_22_bar__plus_00_dot_61 loc_bar__minus_13_bar_6_bar_2_bar_30)
        (cleanable Pot_bar__minus_03_dot_72_bar__plus_01_dot_22_bar__plus_00_dot_61)
        (coolable Pot_bar__minus_03_dot_72_bar__plus_01_dot_22_bar__plus_00_dot_61)
        (pickupable Pot_bar__minus_03_dot_72_bar__plus_01_dot_22_bar__plus_00_dot_61)
        (isReceptacleObject Pot_bar__minus_03_dot_72_bar__plus_01_dot_22_bar__plus_00_dot_61)
        (objectType Pot_bar__minus_01_dot_91_bar__plus_00_dot_40_bar__plus_00_dot_54 PotType)
        (inReceptacle Pot_bar__minus_01_dot_91_bar__plus_00_dot_40_bar__plus_00_dot_54 Cabinet_bar__minus_01_dot_73_bar__plus_00_dot_39_bar__plus_00_dot_73)
        (objectAtLocation Pot_bar__minus_01_dot_91_bar__plus_00_dot_40_bar__plus_00_dot_54 loc_bar__minus_6_bar_7_bar_2_bar_30)
        (cleanable Pot_bar__minus_01_dot_91_bar__plus_00_dot_40_bar__plus_00_dot_54)
        (coolable Pot_bar__minus_01_dot_91_bar__plus_00_dot_40_bar__plus_00_dot_54)
        (pickupable Pot_bar__minus_01_dot_91_bar__plus_00_dot_40_bar__plus_00_dot_54)
        (isReceptacleObject Pot_bar__minus_01_dot_91_bar__plus_00_dot_40_bar__plus_00_dot_54)
        (canContain CabinetType LadleType)
        (canContain CabinetType MugType)
        (canContain CabinetType PanType)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType PotType)
        (canContain CoffeeMachineType MugType)
        (canContain CounterTopType AppleType)
        (canContain CounterTopType BreadType)
        (canContain CounterTopType EggType)
        (canContain CounterTopType LadleType)
        (canContain CounterTopType MugType)
        (canContain CounterTopType PanType)
        (canContain CounterTopType PepperShakerType)
        (canContain CounterTopType PotType)
        (canContain CounterTopType SpoonType)
        (canContain DiningTableType AppleType)
        (canContain DiningTableType BreadType)
        (canContain DiningTableType EggType)
        (canContain DiningTableType LadleType)
        (canContain DiningTableType MugType)
        (canContain DiningTableType PanType)
        (canContain DiningTableType PepperShakerType)
        (canContain DiningTableType PotType)
        (canContain DiningTableType SpoonType)
        (canContain DrawerType LadleType)
        (canContain DrawerType PepperShakerType)
        (canContain DrawerType SpoonType)
        (canContain FridgeType AppleType)
        (canContain FridgeType BreadType)
        (canContain FridgeType EggType)
        (canContain FridgeType MugType)
        (canContain FridgeType PanType)
        (canContain FridgeType PotType)
        (canContain GarbageCanType AppleType)
        (canContain GarbageCanType BreadType)
        (canContain GarbageCanType EggType)
        (canContain MicrowaveType AppleType)
        (canContain MicrowaveType BreadType)
        (canContain MicrowaveType EggType)
        (canContain MicrowaveType MugType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType LadleType)
        (canContain SinkBasinType MugType)
        (canContain SinkBasinType PanType)
        (canContain SinkBasinType PotType)
        (canContain SinkBasinType SpoonType)
        (canContain StoveBurnerType PanType)
        (canContain StoveBurnerType PotType)
        (atLocation agent1 loc_bar__minus_15_bar_10_bar_2_bar_30)
    )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o EggType)
                            (receptacleType ?r DiningTableType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    