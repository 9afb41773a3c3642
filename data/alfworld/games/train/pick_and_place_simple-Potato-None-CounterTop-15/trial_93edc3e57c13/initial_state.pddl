(define (problem plan_trial_93edc3e57c13)
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
        Potato_bar__minus_03_dot_74_bar__plus_01_dot_46_bar__plus_02_dot_40 - object
        Spatula_bar__minus_03_dot_37_bar__plus_01_dot_16_bar__plus_03_dot_19 - object
        Spatula_bar__minus_03_dot_01_bar__plus_01_dot_01_bar__plus_01_dot_53 - object
        SaltShaker_bar__minus_03_dot_35_bar__plus_01_dot_00_bar__plus_01_dot_48 - object
        SaltShaker_bar__minus_03_dot_28_bar__plus_00_dot_81_bar__plus_01_dot_48 - object
        PepperShaker_bar__minus_01_dot_30_bar__plus_00_dot_27_bar__plus_00_dot_08 - object
        Pan_bar__minus_02_dot_25_bar__plus_00_dot_64_bar__plus_03_dot_18 - object
        ButterKnife_bar__minus_03_dot_19_bar__plus_00_dot_84_bar__plus_03_dot_15 - object
        Pot_bar__minus_03_dot_36_bar__plus_02_dot_44_bar__plus_02_dot_80 - object
        Pot_bar__minus_03_dot_18_bar__plus_02_dot_24_bar__plus_02_dot_87 - object
        WineBottle_bar__minus_03_dot_39_bar__plus_02_dot_30_bar__plus_01_dot_60 - object
        WineBottle_bar__minus_00_dot_59_bar__plus_00_dot_27_bar__plus_04_dot_26 - object
        Cabinet_bar__minus_01_dot_42_bar__plus_00_dot_39_bar__plus_03_dot_46 - receptacle
        Cabinet_bar__minus_02_dot_21_bar__plus_00_dot_39_bar__plus_03_dot_46 - receptacle
        Cabinet_bar__minus_02_dot_96_bar__plus_00_dot_39_bar__plus_03_dot_46 - receptacle
        Cabinet_bar__minus_02_dot_99_bar__plus_00_dot_39_bar__plus_01_dot_04 - receptacle
        Cabinet_bar__minus_03_dot_35_bar__plus_02_dot_21_bar__plus_01_dot_72 - receptacle
        Cabinet_bar__minus_03_dot_35_bar__plus_02_dot_21_bar__plus_02_dot_65 - receptacle
        Cabinet_bar__minus_03_dot_37_bar__plus_01_dot_93_bar__plus_01_dot_06 - receptacle
        Cabinet_bar__minus_03_dot_37_bar__plus_01_dot_93_bar__plus_02_dot_68 - receptacle
        CounterTop_bar__minus_03_dot_38_bar__plus_00_dot_95_bar__plus_01_dot_36 - receptacle
        CounterTop_bar__minus_03_dot_38_bar__plus_00_dot_95_bar__plus_03_dot_34 - receptacle
        DiningTable_bar__minus_01_dot_35_bar__plus_00_dot_01_bar__plus_00_dot_33 - receptacle
        Drawer_bar__minus_03_dot_12_bar__plus_00_dot_78_bar__plus_01_dot_36 - receptacle
        Drawer_bar__minus_03_dot_12_bar__plus_00_dot_78_bar__plus_02_dot_92 - receptacle
        Drawer_bar__minus_03_dot_12_bar__plus_00_dot_78_bar__plus_03_dot_30 - receptacle
        Fridge_bar__minus_00_dot_44_bar__plus_00_dot_01_bar__plus_04_dot_00 - receptacle
        Microwave_bar__minus_03_dot_49_bar__plus_01_dot_43_bar__plus_02_dot_18 - receptacle
        Sink_bar__minus_01_dot_80_bar__plus_00_dot_92_bar__plus_03_dot_66_bar_SinkBasin - receptacle
        CoffeeMachine_bar__minus_02_dot_97_bar__plus_00_dot_11_bar__plus_01_dot_57 - receptacle
        GarbageCan_bar__minus_03_dot_22_bar__plus_00_dot_90_bar__plus_03_dot_01 - receptacle
        StoveBurner_bar__minus_02_dot_66_bar__plus_00_dot_11_bar__plus_01_dot_30 - receptacle
        Toaster_bar__minus_03_dot_35_bar__plus_02_dot_02_bar__plus_02_dot_15 - receptacle
        loc_bar__minus_10_bar_9_bar_3_bar__minus_30 - location
        loc_bar__minus_10_bar_9_bar_3_bar_0 - location
        loc_bar__minus_11_bar_11_bar_3_bar__minus_30 - location
        loc_bar__minus_11_bar_12_bar_0_bar_30 - location
        loc_bar__minus_11_bar_12_bar_3_bar_0 - location
        loc_bar__minus_11_bar_5_bar_1_bar_45 - location
        loc_bar__minus_11_bar_6_bar_3_bar_0 - location
        loc_bar__minus_11_bar_6_bar_3_bar_30 - location
        loc_bar__minus_12_bar_6_bar_1_bar_45 - location
        loc_bar__minus_13_bar_12_bar_0_bar_60 - location
        loc_bar__minus_13_bar_9_bar_1_bar_45 - location
        loc_bar__minus_2_bar_12_bar_0_bar_30 - location
        loc_bar__minus_2_bar_2_bar_3_bar_30 - location
        loc_bar__minus_4_bar_2_bar_1_bar_30 - location
        loc_bar__minus_6_bar_12_bar_0_bar_30 - location
        loc_bar__minus_7_bar_10_bar_0_bar_30 - location
        loc_bar__minus_8_bar_10_bar_0_bar_30 - location
        loc_bar__minus_8_bar_7_bar_3_bar_30 - location
        loc_bar__minus_9_bar_10_bar_0_bar_30 - location
        loc_bar__minus_9_bar_12_bar_3_bar_30 - location
        loc_bar__minus_9_bar_13_bar_3_bar_30 - location
        loc_bar__minus_9_bar_6_bar_3_bar_30 - location
    )
(:init
        (receptacleType Cabinet_bar__minus_01_dot_42_bar__plus_00_dot_39_bar__plus_03_dot_46 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_42_bar__plus_00_dot_39_bar__plus_03_dot_46 loc_bar__minus_8_bar_10_bar_0_bar_30)
        (openable Cabinet_bar__minus_01_dot_42_bar__plus_00_dot_39_bar__plus_03_dot_46)
        (receptacleType Cabinet_bar__minus_02_dot_21_bar__plus_00_dot_39_bar__plus_03_dot_46 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_21_bar__plus_00_dot_39_bar__plus_03_dot_46 loc_bar__minus_7_bar_10_bar_0_bar_30)
        (openable Cabinet_bar__minus_02_dot_21_bar__plus_00_dot_39_bar__plus_03_dot_46)
        (receptacleType Cabinet_bar__minus_02_dot_96_bar__plus_00_dot_39_bar__plus_03_dot_46 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_96_bar__plus_00_dot_39_bar__plus_03_dot_46 loc_bar__minus_9_bar_10_bar_0_bar_30)
        (openable Cabinet_bar__minus_02_dot_96_bar__plus_00_dot_39_bar__plus_03_dot_46)
        (receptacleType Cabinet_bar__minus_02_dot_99_bar__plus_00_dot_39_bar__plus_01_dot_04 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_99_bar__plus_00_dot_39_bar__plus_01_dot_04 loc_bar__minus_8_bar_7_bar_3_bar_30)
        (openable Cabinet_bar__minus_02_dot_99_bar__plus_00_dot_39_bar__plus_01_dot_04)
        (receptacleType Cabinet_bar__minus_03_dot_35_bar__plus_02_dot_21_bar__plus_01_dot_72 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_03_dot_35_bar__plus_02_dot_21_bar__plus_01_dot_72 loc_bar__minus_10_bar_9_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_03_dot_35_bar__plus_02_dot_21_bar__plus_01_dot_72)
        (receptacleType Cabinet_bar__minus_03_dot_35_bar__plus_02_dot_21_bar__plus_02_dot_65 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_03_dot_35_bar__plus_02_dot_21_bar__plus_02_dot_65 loc_bar__minus_11_bar_11_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_03_dot_35_bar__plus_02_dot_21_bar__plus_02_dot_65)
        (receptacleType Cabinet_bar__minus_03_dot_37_bar__plus_01_dot_93_bar__plus_01_dot_06 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_03_dot_37_bar__plus_01_dot_93_bar__plus_01_dot_06 loc_bar__minus_11_bar_6_bar_3_bar_0)
        (openable Cabinet_bar__minus_03_dot_37_bar__plus_01_dot_93_bar__plus_01_dot_06)
        (receptacleType Cabinet_bar__minus_03_dot_37_bar__plus_01_dot_93_bar__plus_02_dot_68 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_03_dot_37_bar__plus_01_dot_93_bar__plus_02_dot_68 loc_bar__minus_11_bar_12_bar_3_bar_0)
        (openable Cabinet_bar__minus_03_dot_37_bar__plus_01_dot_93_bar__plus_02_dot_68)
        (receptacleType CounterTop_bar__minus_03_dot_38_bar__plus_00_dot_95_bar__plus_01_dot_36 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_03_dot_38_bar__plus_00_dot_95_bar__plus_01_dot_36 loc_bar__minus_11_bar_6_bar_3_bar_30)
        (receptacleType CounterTop_bar__minus_03_dot_38_bar__plus_00_dot_95_bar__plus_03_dot_34 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_03_dot_38_bar__plus_00_dot_95_bar__plus_03_dot_34 loc_bar__minus_11_bar_12_bar_0_bar_30)
        (receptacleType DiningTable_bar__minus_01_dot_35_bar__plus_00_dot_01_bar__plus_00_dot_33 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_01_dot_35_bar__plus_00_dot_01_bar__plus_00_dot_33 loc_bar__minus_2_bar_2_bar_3_bar_30)
        (receptacleType Drawer_bar__minus_03_dot_12_bar__plus_00_dot_78_bar__plus_01_dot_36 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_03_dot_12_bar__plus_00_dot_78_bar__plus_01_dot_36 loc_bar__minus_9_bar_6_bar_3_bar_30)
        (openable Drawer_bar__minus_03_dot_12_bar__plus_00_dot_78_bar__plus_01_dot_36)
        (receptacleType Drawer_bar__minus_03_dot_12_bar__plus_00_dot_78_bar__plus_02_dot_92 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_03_dot_12_bar__plus_00_dot_78_bar__plus_02_dot_92 loc_bar__minus_9_bar_13_bar_3_bar_30)
        (openable Drawer_bar__minus_03_dot_12_bar__plus_00_dot_78_bar__plus_02_dot_92)
        (receptacleType Drawer_bar__minus_03_dot_12_bar__plus_00_dot_78_bar__plus_03_dot_30 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_03_dot_12_bar__plus_00_dot_78_bar__plus_03_dot_30 loc_bar__minus_9_bar_12_bar_3_bar_30)
        (openable Drawer_bar__minus_03_dot_12_bar__plus_00_dot_78_bar__plus_03_dot_30)
        (receptacleType Fridge_bar__minus_00_dot_44_bar__plus_00_dot_01_bar__plus_04_dot_00 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_00_dot_44_bar__plus_00_dot_01_bar__plus_04_dot_00 loc_bar__minus_2_bar_12_bar_0_bar_30)
        (openable Fridge_bar__minus_00_dot_44_bar__plus_00_dot_01_bar__plus_04_dot_00)
        (receptacleType Microwave_bar__minus_03_dot_49_bar__plus_01_dot_43_bar__plus_02_dot_18 MicrowaveType)
        (receptacleAtLocation Microwave_bar__minus_03_dot_49_bar__plus_01_dot_43_bar__plus_02_dot_18 loc_bar__minus_10_bar_9_bar_3_bar_0)
        (openable Microwave_bar__minus_03_dot_49_bar__plus_01_dot_43_bar__plus_02_dot_18)
        (receptacleType Sink_bar__minus_01_dot_80_bar__plus_00_dot_92_bar__plus_03_dot_66_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_01_dot_80_bar__plus_00_dot_92_bar__plus_03_dot_66_bar_SinkBasin loc_bar__minus_6_bar_12_bar_0_bar_30)
        (receptacleType CoffeeMachine_bar__minus_02_dot_97_bar__plus_00_dot_11_bar__plus_01_dot_57 CoffeeMachineType)
        (receptacleAtLocation CoffeeMachine_bar__minus_02_dot_97_bar__plus_00_dot_11_bar__plus_01_dot_57 loc_bar__minus_12_bar_6_bar_1_bar_45)
        (receptacleType GarbageCan_bar__minus_03_dot_22_bar__plus_00_dot_90_bar__plus_03_dot_01 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__minus_03_dot_22_bar__plus_00_dot_90_bar__plus_03_dot_01 loc_bar__minus_13_bar_12_bar_0_bar_60)
        (receptacleType StoveBurner_bar__minus_02_dot_66_bar__plus_00_dot_11_bar__plus_01_dot_30 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar__minus_02_dot_66_bar__plus_00_dot_11_bar__plus_01_dot_30 loc_bar__minus_11_bar_5_bar_1_bar_45)
        (receptacleType Toaster_bar__minus_03_dot_35_bar__plus_02_dot_02_bar__plus_02_dot_15 ToasterType)
        (receptacleAtLocation Toaster_bar__minus_03_dot_35_bar__plus_02_dot_02_bar__plus_02_dot_15 loc_bar__minus_13_bar_9_bar_1_bar_45)
        (objectType Potato_bar__minus_03_dot_74_bar__plus_01_dot_46_bar__plus_02_dot_40 PotatoType)
        (inReceptacle Potato_bar__minus_03_dot_74_bar__plus_01_dot_46_bar__plus_02_dot_40 Microwave_bar__minus_03_dot_49_bar__plus_01_dot_43_bar__plus_02_dot_18)
        (objectAtLocation Potato_bar__minus_03_dot_74_bar__plus_01_dot_46_bar__plus_02_dot_40 loc_bar__minus_10_bar_9_bar_3_bar_0)
        (cleanable Potato_bar__minus_03_dot_74_bar__plus_01_dot_46_bar__plus_02_dot_40)
        (heatable Potato_bar__minus_03_dot_74_bar__plus_01_dot_46_bar__plus_02_dot_40)
        (coolable Potato_bar__minus_03_dot_74_bar__plus_01_dot_46_bar__plus_02_dot_40)
        (sliceable Potato_bar__minus_03_dot_74_bar__plus_01_dot_46_bar__plus_02_dot_40)
        (pickupable Potato_bar__minus_03_dot_74_bar__plus_01_dot_46_bar__plus_02_dot_40)
        (objectType Spatula_bar__minus_03_dot_37_bar__plus_01_dot_16_bar__plus_03_dot_19 SpatulaType)
        (inReceptacle Spatula_bar__minus_03_dot_37_bar__plus_01_dot_16_bar__plus_03_dot_19 CounterTop_bar__minus_03_dot_38_bar__plus_00_dot_95_bar__plus_03_dot_34)
        (objectAtLocation Spatula_bar__minus_03_dot_37_bar__plus_01_dot_16_bar__plus_03_dot_19 loc_bar__minus_11_bar_12_bar_0_bar_30)
        (cleanable Spatula_bar__minus_03_dot_37_bar__plus_01_dot_16_bar__plus_03_dot_19)
        (pickupable Spatula_bar__minus_03_dot_37_bar__plus_01_dot_16_bar__plus_03_dot_19)
        (objectType Spatula_bar__minus_03_dot_01_bar__plus_01_dot_01_bar__plus_01_dot_53 SpatulaType)
        (inReceptacle Spatula_bar__minus_03_dot_01_bar__plus_01_dot_01_bar__plus_01_dot_53 Drawer_bar__minus_03_dot_12_bar__plus_00_dot_78_bar__plus_01_dot_36)
        (objectAtLocation Spatula_bar__minus_03_dot_01_bar__plus_01_dot_01_bar__plus_01_dot_53 loc_bar__minus_9_bar_6_bar_3_bar_30)
        (cleanable Spatula_bar__minus_03_dot_01_bar__plus_01_dot_01_bar__plus_01_dot_53)
        (pickupable Spatula_bar__minus_03_dot_01_bar__plus_01_dot_01_bar__plus_01_dot_53)
        (objectType SaltShaker_bar__minus_03_dot_35_bar__plus_01_dot_00_bar__plus_01_dot_48 SaltShakerType)
        (inReceptacle SaltShaker_bar__minus_03_dot_35_bar__plus_01_dot_00_bar__plus_01_dot_48 CounterTop_bar__minus_03_dot_38_bar__plus_00_dot_95_bar__plus_01_dot_36)
        (objectAtLocation SaltShaker_bar__minus_03_dot_35_bar__plus_01_dot_00_bar__plus_01_dot_48 loc_bar__minus_11_bar_6_bar_3_bar_30)
        (pickupable SaltShaker_bar__minus_03_dot_35_bar__plus_01_dot_00_bar__plus_01_dot_48)
        (objectType SaltShaker_bar__minus_03_dot_28_bar__plus_00_dot_81_bar__plus_01_dot_48 SaltShakerType)
        (inReceptacle SaltShaker_bar__minus_03_dot_28_bar__plus_00_dot_81_bar__plus_01_dot_48 Drawer_bar__minus_03_dot_12_bar__plus_00_dot_78_bar__plus_01_dot_36)
        (objectAtLocation SaltShaker_bar__minus_03_dot_28_bar__plus_00_dot_81_bar__plus_01_dot_48 loc_bar__minus_9_bar_6_bar_3_bar_30)
        (pickupable SaltShaker_bar__minus_03_dot_28_bar__plus_00_dot_81_bar__plus_01_dot_48)
        (objectType PepperShaker_bar__minus_01_dot_30_bar__plus_00_dot_27_bar__plus_00_dot_08 PepperShakerType)
        (inReceptacle PepperShaker_bar__minus_01_dot_30_bar__plus_00_dot_27_bar__plus_00_dot_08 DiningTable_bar__minus_01_dot_35_bar__plus_00_dot_01_bar__plus_00_dot_33)
        (objectAtLocation PepperShaker_bar__minus_01_dot_30_bar__plus_00_dot_27_bar__plus_00_dot_08 loc_bar__minus_2_bar_2_bar_3_bar_30)
        (pickupable PepperShaker_bar__minus_01_dot_30_bar__plus_00_dot_27_bar__plus_00_dot_08)
        (objectType Pan_bar__minus_02_dot_25_bar__plus_00_dot_64_bar__plus_03_dot_18 PanType)
        (inReceptacle Pan_bar__minus_02_dot_25_bar__plus_00_dot_64_bar__plus_03_dot_18 Cabinet_bar__minus_02_dot_21_bar__plus_00_dot_39_bar__plus_03_dot_46)
        (objectAtLocation Pan_bar__minus_02_dot_25_bar__plus_00_dot_64_bar__plus_03_dot_18 loc_bar__minus_7_bar_10_bar_0_bar_30)
        (cleanable Pan_bar__minus_02_dot_25_bar__plus_00_dot_64_bar__plus_03_dot_18)
        (coolable Pan_bar__minus_02_dot_25_bar__plus_00_dot_64_bar__plus_03_dot_18)
        (pickupable Pan_bar__minus_02_dot_25_bar__plus_00_dot_64_bar__plus_03_dot_18)
        (isReceptacleObject Pan_bar__minus_02_dot_25_bar__plus_00_dot_64_bar__plus_03_dot_18)
        (objectType ButterKnife_bar__minus_03_dot_19_bar__plus_00_dot_84_bar__plus_03_dot_15 ButterKnifeType)
        (inReceptacle ButterKnife_bar__minus_03_dot_19_bar__plus_00_dot_84_bar__plus_03_dot_15 Drawer_bar__minus_03_dot_12_bar__plus_00_dot_78_bar__plus_03_dot_30)
        (objectAtLocation ButterKnife_bar__minus_03_dot_19_bar__plus_00_dot_84_bar__plus_03_dot_15 loc_bar__minus_9_bar_12_bar_3_bar_30)
        (cleanable ButterKnife_bar__minus_03_dot_19_bar__plus_00_dot_84_bar__plus_03_dot_15)
        (pickupable ButterKnife_bar__minus_03_dot_19_bar__plus_00_dot_84_bar__plus_03_dot_15)
        (objectType Pot_bar__minus_03_dot_36_bar__plus_02_dot_44_bar__plus_02_dot_80 PotType)
        (inReceptacle Pot_bar__minus_03_dot_36_bar__plus_02_dot_44_bar__plus_02_dot_80 Cabinet_bar__minus_03_dot_35_bar__plus_02_dot_21_bar__plus_02_dot_65)
        (objectAtLocation Pot_bar__minus_03_dot_36_bar__plus_02_dot_44_bar__plus_02_dot_80 loc_bar__minus_11_bar_11_bar_3_bar__minus_30)
        (cleanable Pot_bar__minus_03_dot_36_bar__plus_02_dot_44_bar__plus_02_dot_80)
        (coolable Pot_bar__minus_03_dot_36_bar__plus_02_dot_44_bar__plus_02_dot_80)
        (pickupable Pot_bar__minus_03_dot_36_bar__plus_02_dot_44_bar__plus_02_dot_80)
        (isReceptacleObject Pot_bar__minus_03_dot_36_bar__plus_02_dot_44_bar__plus_02_dot_80)
        (objectType Pot_bar__minus_03_dot_18_bar__plus_02_dot_24_bar__plus_02_dot_87 PotType)
        (inReceptacle Pot_bar__minus_03_dot_18_bar__plus_02_dot_24_bar__plus_02_dot_87 Cabinet_bar__minus_03_dot_35_bar__plus_02_dot_21_bar__plus_02_dot_65)
        (objectAtLocation Pot_bar__minus_03_dot_18_bar__plus_02_dot_24_bar__plus_02_dot_87 loc_bar__minus_11_bar_11_bar_3_bar__minus_30)
        (cleanable Pot_bar__minus_03_dot_18_bar__plus_02_dot_24_bar__plus_02_dot_87)
        (coolable Pot_bar__minus_03_dot_18_bar__plus_02_dot_24_bar__plus_02_dot_87)
        (pickupable Pot_bar__minus_03_dot_18_bar__plus_02_dot_24_bar__plus_02_dot_87)
        (isReceptacleObject Pot_bar__minus_03_dot_18_bar__plus_02_dot_24_bar__plus_02_dot_87)
        (objectType WineBottle_bar__minus_03_dot_39_bar__plus_02_dot_30_bar__plus_01_dot_60 WineBottleType)
        (inReceptacle WineBottle_bar__minus_03_dot_39_bar__plus_02_dot_30_bar__plus_01_dot_60 Cabinet_bar__minus_03_dot_35_bar__plus_02_dot_21_bar__plus_01_dot_72)
        (objectAtLocation WineBottle_bar__minus_03_dot_39_bar__plus_02_dot_30_bar__plus_01_dot_60 loc_bar__minus_10_bar_9_bar_3_bar__minus_30)
        (coolable WineBottle_bar__minus_03_dot_39_bar__plus_02_dot_30_bar__plus_01_dot_60)
        (pickupable WineBottle_bar__minus_03_dot_39_bar__plus_02_dot_30_bar__plus_01_dot_60)
        (objectType WineBottle_bar__minus_00_dot_59_bar__plus_00_dot_27_bar__plus_04_dot_26 WineBottleType)
        (inReceptacle WineBottle_bar__minus_00_dot_59_bar__plus_00_dot_27_bar__plus_04_dot_26 Fridge_bar__minus_00_dot_44_bar__plus_00_dot_01_bar__plus_04_dot_00)
        (objectAtLocation WineBottle_bar__minus_00_dot_59_bar__plus_00_dot_27_bar__plus_04_dot_26 loc_bar__minus_2_bar_12_bar_0_bar_30)
        (coolable WineBottle_bar__minus_00_dot_59_bar__plus_00_dot_27_bar__plus_04_dot_26)
        (pickupable WineBottle_bar__minus_00_dot_59_bar__plus_00_dot_27_bar__plus_04_dot_26)
        (canContain CabinetType PanType)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType PotType)
        (canContain CabinetType SaltShakerType)
        (canContain CabinetType WineBottleType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType PanType)
        (canContain CounterTopType PepperShakerType)
        (canContain CounterTopType PotType)
        (canContain CounterTopType PotatoType)
        (canContain CounterTopType SaltShakerType)
        (canContain CounterTopType SpatulaType)
        (canContain CounterTopType WineBottleType)
        (canContain DiningTableType ButterKnifeType)
        (canContain DiningTableType PanType)
        (canContain DiningTableType PepperShakerType)
        (canContain DiningTableType PotType)
        (canContain DiningTableType PotatoType)
        (canContain DiningTableType SaltShakerType)
        (canContain DiningTableType SpatulaType)
        (canContain DiningTableType WineBottleType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType PepperShakerType)
        (canContain DrawerType SaltShakerType)
        (canContain DrawerType SpatulaType)
        (canContain FridgeType PanType)
        (canContain FridgeType PotType)
        (canContain FridgeType PotatoType)
        (canContain FridgeType WineBottleType)
        (canContain GarbageCanType PotatoType)
        (canContain GarbageCanType WineBottleType)
        (canContain MicrowaveType PotatoType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType PanType)
        (canContain SinkBasinType PotType)
        (canContain SinkBasinType PotatoType)
        (canContain SinkBasinType SpatulaType)
        (canContain StoveBurnerType PanType)
        (canContain StoveBurnerType PotType)
        (atLocation agent1 loc_bar__minus_4_bar_2_bar_1_bar_30)
    )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o PotatoType)
                            (receptacleType ?r CounterTopType)
                        )
                    )
                )
            )
        )
    )
    