(define (problem plan_trial_2df00ee06d1c)
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
        Egg_bar__minus_01_dot_29_bar__plus_00_dot_60_bar__minus_00_dot_73 - object
        Bowl_bar__minus_00_dot_98_bar__plus_01_dot_82_bar__minus_01_dot_26 - object
        Spatula_bar__plus_01_dot_16_bar__plus_00_dot_99_bar__plus_00_dot_13 - object
        Spatula_bar__plus_00_dot_82_bar__plus_01_dot_36_bar__plus_00_dot_41 - object
        SaltShaker_bar__plus_01_dot_32_bar__plus_00_dot_61_bar__minus_01_dot_29 - object
        SaltShaker_bar__minus_01_dot_65_bar__plus_02_dot_12_bar__minus_01_dot_18 - object
        Bread_bar__minus_01_dot_38_bar__plus_01_dot_81_bar__minus_01_dot_38 - object
        Bread_bar__plus_00_dot_00_bar__plus_01_dot_26_bar__minus_01_dot_26 - object
        Apple_bar__minus_01_dot_34_bar__plus_00_dot_31_bar__plus_01_dot_72 - object
        Apple_bar__plus_00_dot_64_bar__plus_01_dot_01_bar__plus_00_dot_14 - object
        Cabinet_bar__plus_01_dot_34_bar__plus_00_dot_59_bar__minus_01_dot_11 - receptacle
        Cabinet_bar__plus_01_dot_99_bar__plus_00_dot_59_bar__minus_01_dot_11 - receptacle
        Cabinet_bar__plus_01_dot_99_bar__plus_01_dot_40_bar__minus_01_dot_11 - receptacle
        Cabinet_bar__minus_00_dot_85_bar__plus_00_dot_59_bar__minus_01_dot_11 - receptacle
        Cabinet_bar__minus_01_dot_53_bar__plus_00_dot_59_bar__minus_01_dot_11 - receptacle
        Cabinet_bar__minus_01_dot_55_bar__plus_02_dot_00_bar__minus_01_dot_11 - receptacle
        CounterTop_bar__plus_00_dot_20_bar__plus_01_dot_08_bar__minus_01_dot_51 - receptacle
        CounterTop_bar__plus_00_dot_97_bar__plus_01_dot_08_bar__plus_00_dot_42 - receptacle
        Fridge_bar__minus_01_dot_29_bar__plus_00_dot_02_bar__plus_01_dot_83 - receptacle
        Microwave_bar__minus_01_dot_20_bar__plus_01_dot_61_bar__minus_01_dot_28 - receptacle
        Sink_bar__plus_00_dot_93_bar__plus_00_dot_94_bar__plus_00_dot_32_bar_SinkBasin - receptacle
        CoffeeMachine_bar__minus_00_dot_77_bar__plus_00_dot_33_bar__plus_00_dot_61 - receptacle
        GarbageCan_bar__minus_01_dot_44_bar__plus_00_dot_48_bar__minus_00_dot_83 - receptacle
        StoveBurner_bar__plus_00_dot_00_bar__plus_00_dot_55_bar__plus_00_dot_79 - receptacle
        Toaster_bar__plus_01_dot_53_bar__plus_00_dot_78_bar__minus_00_dot_49 - receptacle
        loc_bar__minus_1_bar__minus_1_bar_2_bar_30 - location
        loc_bar__minus_2_bar_2_bar_1_bar_30 - location
        loc_bar__minus_3_bar_2_bar_3_bar_30 - location
        loc_bar__minus_4_bar__minus_1_bar_2_bar_30 - location
        loc_bar__minus_4_bar__minus_2_bar_2_bar_0 - location
        loc_bar__minus_4_bar_0_bar_2_bar__minus_30 - location
        loc_bar__minus_6_bar__minus_3_bar_3_bar_60 - location
        loc_bar_0_bar__minus_1_bar_3_bar_30 - location
        loc_bar_0_bar_3_bar_1_bar_45 - location
        loc_bar_0_bar_7_bar_3_bar_0 - location
        loc_bar_3_bar__minus_1_bar_2_bar_30 - location
        loc_bar_4_bar__minus_1_bar_0_bar_30 - location
        loc_bar_4_bar__minus_3_bar_2_bar_30 - location
        loc_bar_6_bar__minus_1_bar_2_bar_30 - location
        loc_bar_6_bar__minus_2_bar_1_bar_15 - location
        loc_bar_6_bar__minus_2_bar_2_bar_0 - location
    )
(:init
        (receptacleType Cabinet_bar__plus_01_dot_34_bar__plus_00_dot_59_bar__minus_01_dot_11 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_34_bar__plus_00_dot_59_bar__minus_01_dot_11 loc_bar_3_bar__minus_1_bar_2_bar_30)
        (openable Cabinet_bar__plus_01_dot_34_bar__plus_00_dot_59_bar__minus_01_dot_11)
        (receptacleType Cabinet_bar__plus_01_dot_99_bar__plus_00_dot_59_bar__minus_01_dot_11 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_99_bar__plus_00_dot_59_bar__minus_01_dot_11 loc_bar_6_bar__minus_1_bar_2_bar_30)
        (openable Cabinet_bar__plus_01_dot_99_bar__plus_00_dot_59_bar__minus_01_dot_11)
        (receptacleType Cabinet_bar__plus_01_dot_99_bar__plus_01_dot_40_bar__minus_01_dot_11 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_99_bar__plus_01_dot_40_bar__minus_01_dot_11 loc_bar_6_bar__minus_2_bar_2_bar_0)
        (openable Cabinet_bar__plus_01_dot_99_bar__plus_01_dot_40_bar__minus_01_dot_11)
        (receptacleType Cabinet_bar__minus_00_dot_85_bar__plus_00_dot_59_bar__minus_01_dot_11 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_85_bar__plus_00_dot_59_bar__minus_01_dot_11 loc_bar__minus_1_bar__minus_1_bar_2_bar_30)
        (openable Cabinet_bar__minus_00_dot_85_bar__plus_00_dot_59_bar__minus_01_dot_11)
        (receptacleType Cabinet_bar__minus_01_dot_53_bar__plus_00_dot_59_bar__minus_01_dot_11 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_53_bar__plus_00_dot_59_bar__minus_01_dot_11 loc_bar__minus_4_bar__minus_1_bar_2_bar_30)
        (openable Cabinet_bar__minus_01_dot_53_bar__plus_00_dot_59_bar__minus_01_dot_11)
        (receptacleType Cabinet_bar__minus_01_dot_55_bar__plus_02_dot_00_bar__minus_01_dot_11 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_55_bar__plus_02_dot_00_bar__minus_01_dot_11 loc_bar__minus_4_bar_0_bar_2_bar__minus_30)
        (openable Cabinet_bar__minus_01_dot_55_bar__plus_02_dot_00_bar__minus_01_dot_11)
        (receptacleType CounterTop_bar__plus_00_dot_20_bar__plus_01_dot_08_bar__minus_01_dot_51 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_00_dot_20_bar__plus_01_dot_08_bar__minus_01_dot_51 loc_bar_4_bar__minus_3_bar_2_bar_30)
        (receptacleType CounterTop_bar__plus_00_dot_97_bar__plus_01_dot_08_bar__plus_00_dot_42 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_00_dot_97_bar__plus_01_dot_08_bar__plus_00_dot_42 loc_bar__minus_2_bar_2_bar_1_bar_30)
        (receptacleType Fridge_bar__minus_01_dot_29_bar__plus_00_dot_02_bar__plus_01_dot_83 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_01_dot_29_bar__plus_00_dot_02_bar__plus_01_dot_83 loc_bar_0_bar_7_bar_3_bar_0)
        (openable Fridge_bar__minus_01_dot_29_bar__plus_00_dot_02_bar__plus_01_dot_83)
        (receptacleType Microwave_bar__minus_01_dot_20_bar__plus_01_dot_61_bar__minus_01_dot_28 MicrowaveType)
        (receptacleAtLocation Microwave_bar__minus_01_dot_20_bar__plus_01_dot_61_bar__minus_01_dot_28 loc_bar__minus_4_bar__minus_2_bar_2_bar_0)
        (openable Microwave_bar__minus_01_dot_20_bar__plus_01_dot_61_bar__minus_01_dot_28)
        (receptacleType Sink_bar__plus_00_dot_93_bar__plus_00_dot_94_bar__plus_00_dot_32_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__plus_00_dot_93_bar__plus_00_dot_94_bar__plus_00_dot_32_bar_SinkBasin loc_bar_4_bar__minus_1_bar_0_bar_30)
        (receptacleType CoffeeMachine_bar__minus_00_dot_77_bar__plus_00_dot_33_bar__plus_00_dot_61 CoffeeMachineType)
        (receptacleAtLocation CoffeeMachine_bar__minus_00_dot_77_bar__plus_00_dot_33_bar__plus_00_dot_61 loc_bar__minus_3_bar_2_bar_3_bar_30)
        (receptacleType GarbageCan_bar__minus_01_dot_44_bar__plus_00_dot_48_bar__minus_00_dot_83 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__minus_01_dot_44_bar__plus_00_dot_48_bar__minus_00_dot_83 loc_bar__minus_6_bar__minus_3_bar_3_bar_60)
        (receptacleType StoveBurner_bar__plus_00_dot_00_bar__plus_00_dot_55_bar__plus_00_dot_79 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar__plus_00_dot_00_bar__plus_00_dot_55_bar__plus_00_dot_79 loc_bar_0_bar_3_bar_1_bar_45)
        (receptacleType Toaster_bar__plus_01_dot_53_bar__plus_00_dot_78_bar__minus_00_dot_49 ToasterType)
        (receptacleAtLocation Toaster_bar__plus_01_dot_53_bar__plus_00_dot_78_bar__minus_00_dot_49 loc_bar_6_bar__minus_2_bar_1_bar_15)
        (objectType Egg_bar__minus_01_dot_29_bar__plus_00_dot_60_bar__minus_00_dot_73 EggType)
        (inReceptacle Egg_bar__minus_01_dot_29_bar__plus_00_dot_60_bar__minus_00_dot_73 GarbageCan_bar__minus_01_dot_44_bar__plus_00_dot_48_bar__minus_00_dot_83)
        (objectAtLocation Egg_bar__minus_01_dot_29_bar__plus_00_dot_60_bar__minus_00_dot_73 loc_bar__minus_6_bar__minus_3_bar_3_bar_60)
        (cleanable Egg_bar__minus_01_dot_29_bar__plus_00_dot_60_bar__minus_00_dot_73)
        (heatable Egg_bar__minus_01_dot_29_bar__plus_00_dot_60_bar__minus_00_dot_73)
        (coolable Egg_bar__minus_01_dot_29_bar__plus_00_dot_60_bar__minus_00_dot_73)
        (sliceable Egg_bar__minus_01_dot_29_bar__plus_00_dot_60_bar__minus_00_dot_73)
        (pickupable Egg_bar__minus_01_dot_29_bar__plus_00_dot_60_bar__minus_00_dot_73)
        (objectType Bowl_bar__minus_00_dot_98_bar__plus_01_dot_82_bar__minus_01_dot_26 BowlType)
        (inReceptacle Bowl_bar__minus_00_dot_98_bar__plus_01_dot_82_bar__minus_01_dot_26 Microwave_bar__minus_01_dot_20_bar__plus_01_dot_61_bar__minus_01_dot_28)
        (objectAtLocation Bowl_bar__minus_00_dot_98_bar__plus_01_dot_82_bar__minus_01_dot_26 loc_bar__minus_4_bar__minus_2_bar_2_bar_0)
        (cleanable Bowl_bar__minus_00_dot_98_bar__plus_01_dot_82_bar__minus_01_dot_26)
        (coolable Bowl_bar__minus_00_dot_98_bar__plus_01_dot_82_bar__minus_01_dot_26)
        (pickupable Bowl_bar__minus_00_dot_98_bar__plus_01_dot_82_bar__minus_01_dot_26)
        (isReceptacleObject Bowl_bar__minus_00_dot_98_bar__plus_01_dot_82_bar__minus_01_dot_26)
        (objectType Spatula_bar__plus_01_dot_16_bar__plus_00_dot_99_bar__plus_00_dot_13 SpatulaType)
        (inReceptacle Spatula_bar__plus_01_dot_16_bar__plus_00_dot_99_bar__plus_00_dot_13 Sink_bar__plus_00_dot_93_bar__plus_00_dot_94_bar__plus_00_dot_32_bar_SinkBasin)
        (objectAtLocation Spatula_bar__plus_01_dot_16_bar__plus_00_dot_99_bar__plus_00_dot_13 loc_bar_4_bar__minus_1_bar_0_bar_30)
        (cleanable Spatula_bar__plus_01_dot_16_bar__plus_00_dot_99_bar__plus_00_dot_13)
        (pickupable Spatula_bar__plus_01_dot_16_bar__plus_00_dot_99_bar__plus_00_dot_13)
        (objectType Spatula_bar__plus_00_dot_82_bar__plus_01_dot_36_bar__plus_00_dot_41 SpatulaType)
        (inReceptacle Spatula_bar__plus_00_dot_82_bar__plus_01_dot_36_bar__plus_00_dot_41 CounterTop_bar__plus_00_dot_97_bar__plus_01_dot_08_bar__plus_00_dot_42)
        (objectAtLocation Spatula_bar__plus_00_dot_82_bar__plus_01_dot_36_bar__plus_00_dot_41 loc_bar__minus_2_bar_2_bar_1_bar_30)
        (cleanable Spatula_bar__plus_00_dot_82_bar__plus_01_dot_36_bar__plus_00_dot_41)
        (pickupable Spatula_bar__plus_00_dot_82_bar__plus_01_dot_36_bar__plus_00_dot_41)
        (objectType SaltShaker_bar__plus_01_dot_32_bar__plus_00_dot_61_bar__minus_01_dot_29 SaltShakerType)
        (inReceptacle SaltShaker_bar__plus_01_dot_32_bar__plus_00_dot_61_bar__minus_01_dot_29 Cabinet_bar__plus_01_dot_34_bar__plus_00_dot_59_bar__minus_01_dot_11)
        (objectAtLocation SaltShaker_bar__plus_01_dot_32_bar__plus_00_dot_61_bar__minus_01_dot_29 loc_bar_3_bar__minus_1_bar_2_bar_30)
        (pickupable SaltShaker_bar__plus_01_dot_32_bar__plus_00_dot_61_bar__minus_01_dot_29)
        (objectType SaltShaker_bar__minus_01_dot_65_bar__plus_02_dot_12_bar__minus_01_dot_18 SaltShakerType)
        (inReceptacle SaltShaker_bar__minus_01_dot_65_bar__plus_02_dot_12_bar__minus_01_dot_18 Cabinet_bar__minus_01_dot_55_bar__plus_02_dot_00_bar__minus_01_dot_11)
        (objectAtLocation SaltShaker_bar__minus_01_dot_65_bar__plus_02_dot_12_bar__minus_01_dot_18 loc_bar__minus_4_bar_0_bar_2_bar__minus_30)
        (pickupable SaltShaker_bar__minus_01_dot_65_bar__plus_02_dot_12_bar__minus_01_dot_18)
        (objectType Bread_bar__minus_01_dot_38_bar__plus_01_dot_81_bar__minus_01_dot_38 BreadType)
        (inReceptacle Bread_bar__minus_01_dot_38_bar__plus_01_dot_81_bar__minus_01_dot_38 Microwave_bar__minus_01_dot_20_bar__plus_01_dot_61_bar__minus_01_dot_28)
        (objectAtLocation Bread_bar__minus_01_dot_38_bar__plus_01_dot_81_bar__minus_01_dot_38 loc_bar__minus_4_bar__minus_2_bar_2_bar_0)
        (heatable Bread_bar__minus_01_dot_38_bar__plus_01_dot_81_bar__minus_01_dot_38)
        (coolable Bread_bar__minus_01_dot_38_bar__plus_01_dot_81_bar__minus_01_dot_38)
        (sliceable Bread_bar__minus_01_dot_38_bar__plus_01_dot_81_bar__minus_01_dot_38)
        (pickupable Bread_bar__minus_01_dot_38_bar__plus_01_dot_81_bar__minus_01_dot_38)
        (objectType Bread_bar__plus_00_dot_00_bar__plus_01_dot_26_bar__minus_01_dot_26 BreadType)
        (inReceptacle Bread_bar__plus_00_dot_00_bar__plus_01_dot_26_bar__minus_01_dot_26 CounterTop_bar__plus_00_dot_20_bar__plus_01_dot_08_bar__minus_01_dot_51)
        (objectAtLocation Bread_bar__plus_00_dot_00_bar__plus_01_dot_26_bar__minus_01_dot_26 loc_bar_4_bar__minus_3_bar_2_bar_30)
        (heatable Bread_bar__plus_00_dot_00_bar__plus_01_dot_26_bar__minus_01_dot_26)
        (coolable Bread_bar__plus_00_dot_00_bar__plus_01_dot_26_bar__minus_01_dot_26)
        (sliceable Bread_bar__plus_00_dot_00_bar__plus_01_dot_26_bar__minus_01_dot_26)
        (pickupable Bread_bar__plus_00_dot_00_bar__plus_01_dot_26_bar__minus_01_dot_26)
        (objectType Apple_bar__minus_01_dot_34_bar__plus_00_dot_31_bar__plus_01_dot_72 AppleType)
        (inReceptacle Apple_bar__minus_01_dot_34_bar__plus_00_dot_31_bar__plus_01_dot_72 Fridge_bar__minus_01_dot_29_bar__plus_00_dot_02_bar__plus_01_dot_83)
        (objectAtLocation Apple_bar__minus_01_dot_34_bar__plus_00_dot_31_bar__plus_01_dot_72 loc_bar_0_bar_7_bar_3_bar_0)
        (cleanable Apple_bar__minus_01_dot_34_bar__plus_00_dot_31_bar__plus_01_dot_72)
        (heatable Apple_bar__minus_01_dot_34_bar__plus_00_dot_31_bar__plus_01_dot_72)
        (coolable Apple_bar__minus_01_dot_34_bar__plus_00_dot_31_bar__plus_01_dot_72)
        (sliceable Apple_bar__minus_01_dot_34_bar__plus_00_dot_31_bar__plus_01_dot_72)
        (pickupable Apple_bar__minus_01_dot_34_bar__plus_00_dot_31_bar__plus_01_dot_72)
        (objectType Apple_bar__plus_00_dot_64_bar__plus_01_dot_01_bar__plus_00_dot_14 AppleType)
        (inReceptacle Apple_bar__plus_00_dot_64_bar__plus_01_dot_01_bar__plus_00_dot_14 Sink_bar__plus_00_dot_93_bar__plus_00_dot_94_bar__plus_00_dot_32_bar_SinkBasin)
        (objectAtLocation Apple_bar__plus_00_dot_64_bar__plus_01_dot_01_bar__plus_00_dot_14 loc_bar_4_bar__minus_1_bar_0_bar_30)
        (cleanable Apple_bar__plus_00_dot_64_bar__plus_01_dot_01_bar__plus_00_dot_14)
        (heatable Apple_bar__plus_00_dot_64_bar__plus_01_dot_01_bar__plus_00_dot_14)
        (coolable Apple_bar__plus_00_dot_64_bar__plus_01_dot_01_bar__plus_00_dot_14)
        (sliceable Apple_bar__plus_00_dot_64_bar__plus_01_dot_01_bar__plus_00_dot_14)
        (pickupable Apple_bar__plus_00_dot_64_bar__plus_01_dot_01_bar__plus_00_dot_14)
        (canContain CabinetType BowlType)
        (canContain CabinetType SaltShakerType)
        (canContain CounterTopType AppleType)
        (canContain CounterTopType BowlType)
        (canContain CounterTopType BreadType)
        (canContain CounterTopType EggType)
        (canContain CounterTopType SaltShakerType)
        (canContain CounterTopType SpatulaType)
        (canContain FridgeType AppleType)
        (canContain FridgeType BowlType)
        (canContain FridgeType BreadType)
        (canContain FridgeType EggType)
        (canContain GarbageCanType AppleType)
        (canContain GarbageCanType BreadType)
        (canContain GarbageCanType EggType)
        (canContain MicrowaveType AppleType)
        (canContain MicrowaveType BowlType)
        (canContain MicrowaveType BreadType)
        (canContain MicrowaveType EggType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType SpatulaType)
        (atLocation agent1 loc_bar_0_bar__minus_1_bar_3_bar_30)
    )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o EggType)
                            (receptacleType ?r CounterTopType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    