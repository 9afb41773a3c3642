(define (problem plan_trial_7c164a4b7411)
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
        Mug_bar__plus_00_dot_73_bar__plus_01_dot_17_bar__minus_01_dot_73 - object
        Mug_bar__plus_01_dot_15_bar__plus_00_dot_98_bar__plus_00_dot_88 - object
        Mug_bar__plus_00_dot_85_bar__plus_01_dot_19_bar__minus_01_dot_32 - object
        ButterKnife_bar__plus_00_dot_81_bar__plus_00_dot_98_bar__plus_00_dot_96 - object
        Pot_bar__minus_00_dot_71_bar__plus_00_dot_11_bar__minus_01_dot_48 - object
        Apple_bar__plus_01_dot_68_bar__plus_00_dot_91_bar__minus_01_dot_13 - object
        Spatula_bar__plus_01_dot_28_bar__plus_01_dot_00_bar__minus_01_dot_66 - object
        Spatula_bar__plus_00_dot_88_bar__plus_01_dot_19_bar__minus_01_dot_46 - object
        PepperShaker_bar__plus_01_dot_48_bar__plus_02_dot_28_bar__plus_00_dot_94 - object
        Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_05_bar__plus_00_dot_67 - receptacle
        Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_05_bar__minus_00_dot_61 - receptacle
        Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_06_bar__plus_00_dot_19 - receptacle
        Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_06_bar__minus_00_dot_59 - receptacle
        CounterTop_bar__plus_00_dot_99_bar__plus_00_dot_95_bar__plus_01_dot_02 - receptacle
        CounterTop_bar__plus_00_dot_99_bar__plus_00_dot_95_bar__minus_01_dot_52 - receptacle
        Fridge_bar__minus_00_dot_53_bar__plus_00_dot_00_bar__minus_01_dot_55 - receptacle
        Microwave_bar__plus_01_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_84 - receptacle
        Sink_bar__plus_01_dot_10_bar__plus_00_dot_91_bar__minus_01_dot_60_bar_SinkBasin - receptacle
        CoffeeMachine_bar__minus_00_dot_42_bar__plus_00_dot_95_bar__minus_00_dot_40 - receptacle
        GarbageCan_bar__plus_01_dot_18_bar__plus_01_dot_65_bar__plus_00_dot_85 - receptacle
        StoveBurner_bar__plus_01_dot_21_bar__plus_01_dot_76_bar__plus_00_dot_30 - receptacle
        Toaster_bar__minus_00_dot_22_bar__plus_00_dot_24_bar__plus_00_dot_69 - receptacle
        loc_bar__minus_1_bar_3_bar_0_bar_30 - location
        loc_bar__minus_2_bar__minus_2_bar_1_bar_60 - location
        loc_bar__minus_2_bar__minus_2_bar_2_bar_0 - location
        loc_bar_1_bar_2_bar_3_bar_30 - location
        loc_bar_2_bar__minus_3_bar_2_bar_30 - location
        loc_bar_2_bar_0_bar_1_bar__minus_30 - location
        loc_bar_3_bar__minus_3_bar_1_bar_0 - location
        loc_bar_4_bar__minus_3_bar_1_bar_30 - location
        loc_bar_4_bar__minus_3_bar_2_bar_30 - location
        loc_bar_4_bar_0_bar_1_bar__minus_30 - location
        loc_bar_4_bar_1_bar_0_bar_30 - location
        loc_bar_4_bar_1_bar_1_bar_0 - location
        loc_bar_5_bar_1_bar_1_bar_30 - location
        loc_bar_5_bar_3_bar_1_bar_15 - location
    )
(:init
        (receptacleType Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_05_bar__plus_00_dot_67 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_05_bar__plus_00_dot_67 loc_bar_4_bar_1_bar_1_bar_0)
        (openable Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_05_bar__plus_00_dot_67)
        (receptacleType Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_05_bar__minus_00_dot_61 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_05_bar__minus_00_dot_61 loc_bar_3_bar__minus_3_bar_1_bar_0)
        (openable Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_05_bar__minus_00_dot_61)
        (receptacleType Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_06_bar__plus_00_dot_19 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_06_bar__plus_00_dot_19 loc_bar_4_bar_0_bar_1_bar__minus_30)
        (openable Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_06_bar__plus_00_dot_19)
        (receptacleType Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_06_bar__minus_00_dot_59 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_06_bar__minus_00_dot_59 loc_bar_2_bar_0_bar_1_bar__minus_30)
        (openable Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_06_bar__minus_00_dot_59)
        (receptacleType CounterTop_bar__plus_00_dot_99_bar__plus_00_dot_95_bar__plus_01_dot_02 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_00_dot_99_bar__plus_00_dot_95_bar__plus_01_dot_02 loc_bar_4_bar_1_bar_0_bar_30)
        (receptacleType CounterTop_bar__plus_00_dot_99_bar__plus_00_dot_95_bar__minus_01_dot_52 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_00_dot_99_bar__plus_00_dot_95_bar__minus_01_dot_52 loc_bar_2_bar__minus_3_bar_2_bar_30)
        (receptacleType Fridge_bar__minus_00_dot_53_bar__plus_00_dot_00_bar__minus_01_dot_55 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_00_dot_53_bar__plus_00_dot_00_bar__minus_01_dot_55 loc_bar__minus_2_bar__minus_2_bar_2_bar_0)
        (openable Fridge_bar__minus_00_dot_53_bar__plus_00_dot_00_bar__minus_01_dot_55)
        (receptacleType Microwave_bar__plus_01_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_84 MicrowaveType)
        (receptacleAtLocation Microwave_bar__plus_01_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_84 loc_bar_4_bar__minus_3_bar_1_bar_30)
        (openable Microwave_bar__plus_01_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_84)
        (receptacleType Sink_bar__plus_01_dot_10_bar__plus_00_dot_91_bar__minus_01_dot_60_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__plus_01_dot_10_bar__plus_00_dot_91_bar__minus_01_dot_60_bar_SinkBasin loc_bar_4_bar__minus_3_bar_2_bar_30)
        (receptacleType CoffeeMachine_bar__minus_00_dot_42_bar__plus_00_dot_95_bar__minus_00_dot_40 CoffeeMachineType)
        (receptacleAtLocation CoffeeMachine_bar__minus_00_dot_42_bar__plus_00_dot_95_bar__minus_00_dot_40 loc_bar__minus_2_bar__minus_2_bar_1_bar_60)
        (receptacleType GarbageCan_bar__plus_01_dot_18_bar__plus_01_dot_65_bar__plus_00_dot_85 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__plus_01_dot_18_bar__plus_01_dot_65_bar__plus_00_dot_85 loc_bar_5_bar_3_bar_1_bar_15)
        (receptacleType StoveBurner_bar__plus_01_dot_21_bar__plus_01_dot_76_bar__plus_00_dot_30 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar__plus_01_dot_21_bar__plus_01_dot_76_bar__plus_00_dot_30 loc_bar_5_bar_1_bar_1_bar_30)
        (receptacleType Toaster_bar__minus_00_dot_22_bar__plus_00_dot_24_bar__plus_00_dot_69 ToasterType)
        (receptacleAtLocation Toaster_bar__minus_00_dot_22_bar__plus_00_dot_24_bar__plus_00_dot_69 loc_bar__minus_1_bar_3_bar_0_bar_30)
        (objectType Mug_bar__plus_00_dot_73_bar__plus_01_dot_17_bar__minus_01_dot_73 MugType)
        (inReceptacle Mug_bar__plus_00_dot_73_bar__plus_01_dot_17_bar__minus_01_dot_73 CounterTop_bar__plus_00_dot_99_bar__plus_00_dot_95_bar__minus_01_dot_52)
        (objectAtLocation Mug_bar__plus_00_dot_73_bar__plus_01_dot_17_bar__minus_01_dot_73 loc_bar_2_bar__minus_3_bar_2_bar_30)
        (cleanable Mug_bar__plus_00_dot_73_bar__plus_01_dot_17_bar__minus_01_dot_73)
        (heatable Mug_bar__plus_00_dot_73_bar__plus_01_dot_17_bar__minus_01_dot_73)
        (coolable Mug_bar__plus_00_dot_73_bar__plus_01_dot_17_bar__minus_01_dot_73)
        (pickupable Mug_bar__plus_00_dot_73_bar__plus_01_dot_17_bar__minus_01_dot_73)
        (isReceptacleObject Mug_bar__plus_00_dot_73_bar__plus_01_dot_17_bar__minus_01_dot_73)
        (objectType Mug_bar__plus_01_dot_15_bar__plus_00_dot_98_bar__plus_00_dot_88 MugType)
        (inReceptacle Mug_bar__plus_01_dot_15_bar__plus_00_dot_98_bar__plus_00_dot_88 CounterTop_bar__plus_00_dot_99_bar__plus_00_dot_95_bar__plus_01_dot_02)
        (objectAtLocation Mug_bar__plus_01_dot_15_bar__plus_00_dot_98_bar__plus_00_dot_88 loc_bar_4_bar_1_bar_0_bar_30)
        (cleanable Mug_bar__plus_01_dot_15_bar__plus_00_dot_98_bar__plus_00_dot_88)
        (heatable Mug_bar__plus_01_dot_15_bar__plus_00_dot_98_bar__plus_00_dot_88)
        (coolable Mug_bar__plus_01_dot_15_bar__plus_00_dot_98_bar__plus_00_dot_88)
        (pickupable Mug_bar__plus_01_dot_15_bar__plus_00_dot_98_bar__plus_00_dot_88)
        (isReceptacleObject Mug_bar__plus_01_dot_15_bar__plus_00_dot_98_bar__plus_00_dot_88)
        (objectType Mug_bar__plus_00_dot_85_bar__plus_01_dot_19_bar__minus_01_dot_32 MugType)
        (inReceptacle Mug_bar__plus_00_dot_85_bar__plus_01_dot_19_bar__minus_01_dot_32 CounterTop_bar__plus_00_dot_99_bar__plus_00_dot_95_bar__minus_01_dot_52)
        (objectAtLocation Mug_bar__plus_00_dot_85_bar__plus_01_dot_19_bar__minus_01_dot_32 loc_bar_2_bar__minus_3_bar_2_bar_30)
        (cleanable Mug_bar__plus_00_dot_85_bar__plus_01_dot_19_bar__minus_01_dot_32)
        (heatable Mug_bar__plus_00_dot_85_bar__plus_01_dot_19_bar__minus_01_dot_32)
        (coolable Mug_bar__plus_00_dot_85_bar__plus_01_dot_19_bar__minus_01_dot_32)
        (pickupable Mug_bar__plus_00_dot_85_bar__plus_01_dot_19_bar__minus_01_dot_32)
        (isReceptacleObject Mug_bar__plus_00_dot_85_bar__plus_01_dot_19_bar__minus_01_dot_32)
        (objectType ButterKnife_bar__plus_00_dot_81_bar__plus_00_dot_98_bar__plus_00_dot_96 ButterKnifeType)
        (inReceptacle ButterKnife_bar__plus_00_dot_81_bar__plus_00_dot_98_bar__plus_00_dot_96 CounterTop_bar__plus_00_dot_99_bar__plus_00_dot_95_bar__plus_01_dot_02)
        (objectAtLocation ButterKnife_bar__plus_00_dot_81_bar__plus_00_dot_98_bar__plus_00_dot_96 loc_bar_4_bar_1_bar_0_bar_30)
        (cleanable ButterKnife_bar__plus_00_dot_81_bar__plus_00_dot_98_bar__plus_00_dot_96)
        (pickupable ButterKnife_bar__plus_00_dot_81_bar__plus_00_dot_98_bar__plus_00_dot_96)
        (objectType Pot_bar__minus_00_dot_71_bar__plus_00_dot_11_bar__minus_01_dot_48 PotType)
        (inReceptacle Pot_bar__minus_00_dot_71_bar__plus_00_dot_11_bar__minus_01_dot_48 Fridge_bar__minus_00_dot_53_bar__plus_00_dot_00_bar__minus_01_dot_55)
        (objectAtLocation Pot_bar__minus_00_dot_71_bar__plus_00_dot_11_bar__minus_01_dot_48 loc_bar__minus_2_bar__minus_2_bar_2_bar_0)
        (cleanable Pot_bar__minus_00_dot_71_bar__plus_00_dot_11_bar__minus_01_dot_48)
        (coolable Pot_bar__minus_00_dot_71_bar__plus_00_dot_11_bar__minus_01_dot_48)
        (pickupable Pot_bar__minus_00_dot_71_bar__plus_00_dot_11_bar__minus_01_dot_48)
        (isReceptacleObject Pot_bar__minus_00_dot_71_bar__plus_00_dot_11_bar__minus_01_dot_48)
        (objectType Apple_bar__plus_01_dot_68_bar__plus_00_dot_91_bar__minus_01_dot_13 AppleType)
        (inReceptacle Apple_bar__plus_01_dot_68_bar__plus_00_dot_91_bar__minus_01_dot_13 Microwave_bar__plus_01_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_84)
        (objectAtLocation Apple_bar__plus_01_dot_68_bar__plus_00_dot_91_bar__minus_01_dot_13 loc_bar_4_bar__minus_3_bar_1_bar_30)
        (cleanable Apple_bar__plus_01_dot_68_bar__plus_00_dot_91_bar__minus_01_dot_13)
        (heatable Apple_bar__plus_01_dot_68_bar__plus_00_dot_91_bar__minus_01_dot_13)
        (coolable Apple_bar__plus_01_dot_68_bar__plus_00_dot_91_bar__minus_01_dot_13)
        (sliceable Apple_bar__plus_01_dot_68_bar__plus_00_dot_91_bar__minus_01_dot_13)
        (pickupable Apple_bar__plus_01_dot_68_bar__plus_00_dot_91_bar__minus_01_dot_13)
        (objectType Spatula_bar__plus_01_dot_28_bar__plus_01_dot_00_bar__minus_01_dot_66 SpatulaType)
        (inReceptacle Spatula_bar__plus_01_dot_28_bar__plus_01_dot_00_bar__minus_01_dot_66 Sink_bar__plus_01_dot_10_bar__plus_00_dot_91_bar__minus_01_dot_60_bar_SinkBasin)
        (objectAtLocation Spatula_bar__plus_01_dot_28_bar__plus_01_dot_00_bar__minus_01_dot_66 loc_bar_4_bar__minus_3_bar_2_bar_30)
        (cleanable Spatula_bar__plus_01_dot_28_bar__plus_01_dot_00_bar__minus_01_dot_66)
        (pickupable Spatula_bar__plus_01_dot_28_bar__plus_01_dot_00_bar__minus_01_dot_66)
        (objectType Spatula_bar__plus_00_dot_88_bar__plus_01_dot_19_bar__minus_01_dot_46 SpatulaType)
        (inReceptacle Spatula_bar__plus_00_dot_88_bar__plus_01_dot_19_bar__minus_01_dot_46 Sink_bar__plus_01_dot_10_bar__plus_00_dot_91_bar__minus_01_dot_60_bar_SinkBasin)
        (objectAtLocation Spatula_bar__plus_00_dot_88_bar__plus_01_dot_19_bar__minus_01_dot_46 loc_bar_4_bar__minus_3_bar_2_bar_30)
        (cleanable Spatula_bar__plus_00_dot_88_bar__plus_01_dot_19_bar__minus_01_dot_46)
        (pickupable Spatula_bar__plus_00_dot_88_bar__plus_01_dot_19_bar__minus_01_dot_46)
        (objectType PepperShaker_bar__plus_01_dot_48_bar__plus_02_dot_28_bar__plus_00_dot_94 PepperShakerType)
        (inReceptacle PepperShaker_bar__plus_01_dot_48_bar__plus_02_dot_28_bar__plus_00_dot_94 Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_05_bar__plus_00_dot_67)
        (objectAtLocation PepperShaker_bar__plus_01_dot_48_bar__plus_02_dot_28_bar__plus_00_dot_94 loc_bar_4_bar_1_bar_1_bar_0)
        (pickupable PepperShaker_bar__plus_01_dot_48_bar__plus_02_dot_28_bar__plus_00_dot_94)
        (canContain CabinetType MugType)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType PotType)
        (canContain CoffeeMachineType MugType)
        (canContain CounterTopType AppleType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType MugType)
        (canContain CounterTopType PepperShakerType)
        (canContain CounterTopType PotType)
        (canContain CounterTopType SpatulaType)
        (canContain FridgeType AppleType)
        (canContain FridgeType MugType)
        (canContain FridgeType PotType)
        (canContain GarbageCanType AppleType)
        (canContain MicrowaveType AppleType)
        (canContain MicrowaveType MugType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType MugType)
        (canContain SinkBasinType PotType)
        (canContain SinkBasinType SpatulaType)
        (canContain StoveBurnerType PotType)
        (atLocation agent1 loc_bar_1_bar_2_bar_3_bar_30)
    )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o MugType)
                            (receptacleType ?r CabinetType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    