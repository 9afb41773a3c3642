(define (problem plan_trial_252d5d867aaf)
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
        Cup_bar__plus_01_dot_38_bar__plus_02_dot_24_bar__minus_00_dot_85 - object
        Cup_bar__plus_01_dot_29_bar__plus_01_dot_08_bar__plus_01_dot_27 - object
        Cup_bar__plus_00_dot_94_bar__plus_01_dot_12_bar__plus_00_dot_72 - object
        Spatula_bar__plus_01_dot_29_bar__plus_01_dot_21_bar__minus_01_dot_74 - object
        Egg_bar__plus_00_dot_80_bar__plus_01_dot_19_bar__minus_01_dot_90 - object
        Egg_bar__plus_01_dot_87_bar__plus_01_dot_01_bar__minus_01_dot_05 - object
        Bread_bar__plus_00_dot_83_bar__plus_01_dot_04_bar__plus_01_dot_05 - object
        Pot_bar__minus_00_dot_74_bar__plus_00_dot_25_bar__minus_01_dot_26 - object
        Fork_bar__plus_00_dot_87_bar__plus_01_dot_04_bar__minus_01_dot_42 - object
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
        (objectType Cup_bar__plus_01_dot_38_bar__plus_02_dot_24_bar__minus_00_dot_85 CupType)
        (inReceptacle Cup_bar__plus_01_dot_38_bar__plus_02_dot_24_bar__minus_00_dot_85 Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_06_bar__minus_00_dot_59)
        (objectAtLocation Cup_bar__plus_01_dot_38_bar__plus_02_dot_24_bar__minus_00_dot_85 loc_bar_2_bar_0_bar_1_bar__minus_30)
        (cleanable Cup_bar__plus_01_dot_38_bar__plus_02_dot_24_bar__minus_00_dot_85)
        (heatable Cup_bar__plus_01_dot_38_bar__plus_02_dot_24_bar__minus_00_dot_85)
        (coolable Cup_bar__plus_01_dot_38_bar__plus_02_dot_24_bar__minus_00_dot_85)
        (pickupable Cup_bar__plus_01_dot_38_bar__plus_02_dot_24_bar__minus_00_dot_85)
        (isReceptacleObject Cup_bar__plus_01_dot_38_bar__plus_02_dot_24_bar__minus_00_dot_85)
        (objectType Cup_bar__plus_01_dot_29_bar__plus_01_dot_08_bar__plus_01_dot_27 CupType)
        (inReceptacle Cup_bar__plus_01_dot_29_bar__plus_01_dot_08_bar__plus_01_dot_27 CounterTop_bar__plus_00_dot_99_bar__plus_00_dot_95_bar__plus_01_dot_02)
        (objectAtLocation Cup_bar__plus_01_dot_29_bar__plus_01_dot_08_bar__plus_01_dot_27 loc_bar_4_bar_1_bar_0_bar_30)
        (cleanable Cup_bar__plus_01_dot_29_bar__plus_01_dot_08_bar__plus_01_dot_27)
        (heatable Cup_bar__plus_01_dot_29_bar__plus_01_dot_08_bar__plus_01_dot_27)
        (coolable Cup_bar__plus_01_dot_29_bar__plus_01_dot_08_bar__plus_01_dot_27)
        (pickupable Cup_bar__plus_01_dot_29_bar__plus_01_dot_08_bar__plus_01_dot_27)
        (isReceptacleObject Cup_bar__plus_01_dot_29_bar__plus_01_dot_08_bar__plus_01_dot_27)
        (objectType Cup_bar__plus_00_dot_94_bar__plus_01_dot_12_bar__plus_00_dot_72 CupType)
        (inReceptacle Cup_bar__plus_00_dot_94_bar__plus_01_dot_12_bar__plus_00_dot_72 CounterTop_bar__plus_00_dot_99_bar__plus_00_dot_95_bar__plus_01_dot_02)
        (objectAtLocation Cup_bar__plus_00_dot_94_bar__plus_01_dot_12_bar__plus_00_dot_72 loc_bar_4_bar_1_bar_0_bar_30)
        (cleanable Cup_bar__plus_00_dot_94_bar__plus_01_dot_12_bar__plus_00_dot_72)
        (heatable Cup_bar__plus_00_dot_94_bar__plus_01_dot_12_bar__plus_00_dot_72)
        (coolable Cup_bar__plus_00_dot_94_bar__plus_01_dot_12_bar__plus_00_dot_72)
        (pickupable Cup_bar__plus_00_dot_94_bar__plus_01_dot_12_bar__plus_00_dot_72)
        (isReceptacleObject Cup_bar__plus_00_dot_94_bar__plus_01_dot_12_bar__plus_00_dot_72)
        (objectType Spatula_bar__plus_01_dot_29_bar__plus_01_dot_21_bar__minus_01_dot_74 SpatulaType)
        (inReceptacle Spatula_bar__plus_01_dot_29_bar__plus_01_dot_21_bar__minus_01_dot_74 CounterTop_bar__plus_00_dot_99_bar__plus_00_dot_95_bar__minus_01_dot_52)
        (objectAtLocation Spatula_bar__plus_01_dot_29_bar__plus_01_dot_21_bar__minus_01_dot_74 loc_bar_2_bar__minus_3_bar_2_bar_30)
        (cleanable Spatula_bar__plus_01_dot_29_bar__plus_01_dot_21_bar__minus_01_dot_74)
        (pickupable Spatula_bar__plus_01_dot_29_bar__plus_01_dot_21_bar__minus_01_dot_74)
        (objectType Egg_bar__plus_00_dot_80_bar__plus_01_dot_19_bar__minus_01_dot_90 EggType)
        (inReceptacle Egg_bar__plus_00_dot_80_bar__plus_01_dot_19_bar__minus_01_dot_90 Sink_bar__plus_01_dot_10_bar__plus_00_dot_91_bar__minus_01_dot_60_bar_SinkBasin)
        (objectAtLocation Egg_bar__plus_00_dot_80_bar__plus_01_dot_19_bar__minus_01_dot_90 loc_bar_4_bar__minus_3_bar_2_bar_30)
        (cleanable Egg_bar__plus_00_dot_80_bar__plus_01_dot_19_bar__minus_01_dot_90)
        (heatable Egg_bar__plus_00_dot_80_bar__plus_01_dot_19_bar__minus_01_dot_90)
        (coolable Egg_bar__plus_00_dot_80_bar__plus_01_dot_19_bar__minus_01_dot_90)
        (sliceable Egg_bar__plus_00_dot_80_bar__plus_01_dot_19_bar__minus_01_dot_90)
        (pickupable Egg_bar__plus_00_dot_80_bar__plus_01_dot_19_bar__minus_01_dot_90)
        (objectType Egg_bar__plus_01_dot_87_bar__plus_01_dot_01_bar__minus_01_dot_05 EggType)
        (inReceptacle Egg_bar__plus_01_dot_87_bar__plus_01_dot_01_bar__minus_01_dot_05 Microwave_bar__plus_01_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_84)
        (objectAtLocation Egg_bar__plus_01_dot_87_bar__plus_01_dot_01_bar__minus_01_dot_05 loc_bar_4_bar__minus_3_bar_1_bar_30)
        (cleanable Egg_bar__plus_01_dot_87_bar__plus_01_dot_01_bar__minus_01_dot_05)
        (heatable Egg_bar__plus_01_dot_87_bar__plus_01_dot_01_bar__minus_01_dot_05)
        (coolable Egg_bar__plus_01_dot_87_bar__plus_01_dot_01_bar__minus_01_dot_05)
        (sliceable Egg_bar__plus_01_dot_87_bar__plus_01_dot_01_bar__minus_01_dot_05)
        (pickupable Egg_bar__plus_01_dot_87_bar__plus_01_dot_01_bar__minus_01_dot_05)
        (objectType Bread_bar__plus_00_dot_83_bar__plus_01_dot_04_bar__plus_01_dot_05 BreadType)
        (inReceptacle Bread_bar__plus_00_dot_83_bar__plus_01_dot_04_bar__plus_01_dot_05 CounterTop_bar__plus_00_dot_99_bar__plus_00_dot_95_bar__plus_01_dot_02)
        (objectAtLocation Bread_bar__plus_00_dot_83_bar__plus_01_dot_04_bar__plus_01_dot_05 loc_bar_4_bar_1_bar_0_bar_30)
        (heatable Bread_bar__plus_00_dot_83_bar__plus_01_dot_04_bar__plus_01_dot_05)
        (coolable Bread_bar__plus_00_dot_83_bar__plus_01_dot_04_bar__plus_01_dot_05)
        (sliceable Bread_bar__plus_00_dot_83_bar__plus_01_dot_04_bar__plus_01_dot_05)
        (pickupable Bread_bar__plus_00_dot_83_bar__plus_01_dot_04_bar__plus_01_dot_05)
        (objectType Pot_bar__minus_00_dot_74_bar__plus_00_dot_25_bar__minus_01_dot_26 PotType)
        (inReceptacle Pot_bar__minus_00_dot_74_bar__plus_00_dot_25_bar__minus_01_dot_26 Fridge_bar__minus_00_dot_53_bar__plus_00_dot_00_bar__minus_01_dot_55)
        (objectAtLocation Pot_bar__minus_00_dot_74_bar__plus_00_dot_25_bar__minus_01_dot_26 loc_bar__minus_2_bar__minus_2_bar_2_bar_0)
        (cleanable Pot_bar__minus_00_dot_74_bar__plus_00_dot_25_bar__minus_01_dot_26)
        (coolable Pot_bar__minus_00_dot_74_bar__plus_00_dot_25_bar__minus_01_dot_26)
        (pickupable Pot_bar__minus_00_dot_74_bar__plus_00_dot_25_bar__minus_01_dot_26)
        (isReceptacleObject Pot_bar__minus_00_dot_74_bar__plus_00_dot_25_bar__minus_01_dot_26)
        (objectType Fork_bar__plus_00_dot_87_bar__plus_01_dot_04_bar__minus_01_dot_42 ForkType)
        (inReceptacle Fork_bar__plus_00_dot_87_bar__plus_01_dot_04_bar__minus_01_dot_42 CounterTop_bar__plus_00_dot_99_bar__plus_00_dot_95_bar__minus_01_dot_52)
        (objectAtLocation Fork_bar__plus_00_dot_87_bar__plus_01_dot_04_bar__minus_01_dot_42 loc_bar_2_bar__minus_3_bar_2_bar_30)
        (cleanable Fork_bar__plus_00_dot_87_bar__plus_01_dot_04_bar__minus_01_dot_42)
        (pickupable Fork_bar__plus_00_dot_87_bar__plus_01_dot_04_bar__minus_01_dot_42)
        (canContain CabinetType CupType)
        (canContain CabinetType PotType)
        (canContain CounterTopType BreadType)
        (canContain CounterTopType CupType)
        (canContain CounterTopType EggType)
        (canContain CounterTopType ForkType)
        (canContain CounterTopType PotType)
        (canContain CounterTopType SpatulaType)
        (canContain FridgeType BreadType)
        (canContain FridgeType CupType)
        (canContain FridgeType EggType)
        (canContain FridgeType PotType)
        (canContain GarbageCanType BreadType)
        (canContain GarbageCanType EggType)
        (canContain MicrowaveType BreadType)
        (canContain MicrowaveType CupType)
        (canContain MicrowaveType EggType)
        (canContain SinkBasinType CupType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType ForkType)
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
                            (heatable ?o)
                            (objectType ?o CupType)
                            (receptacleType ?r FridgeType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    