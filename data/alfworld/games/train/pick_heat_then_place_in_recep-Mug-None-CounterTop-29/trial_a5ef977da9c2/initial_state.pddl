(define (problem plan_trial_a5ef977da9c2)
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
        Mug_bar__minus_01_dot_75_bar__plus_00_dot_72_bar__minus_01_dot_03 - object
        Mug_bar__plus_01_dot_25_bar__plus_00_dot_72_bar__minus_01_dot_41 - object
        Kettle_bar__minus_00_dot_89_bar__plus_00_dot_89_bar__minus_01_dot_36 - object
        Fork_bar__minus_00_dot_03_bar__plus_01_dot_27_bar__minus_01_dot_30 - object
        Fork_bar__plus_00_dot_98_bar__plus_01_dot_14_bar__plus_00_dot_33 - object
        Bowl_bar__plus_00_dot_07_bar__plus_01_dot_20_bar__minus_01_dot_30 - object
        Bowl_bar__minus_00_dot_89_bar__plus_00_dot_87_bar__minus_01_dot_03 - object
        Pan_bar__minus_01_dot_62_bar__plus_02_dot_22_bar__minus_00_dot_92 - object
        Plate_bar__minus_01_dot_25_bar__plus_01_dot_86_bar__minus_01_dot_55 - object
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
        (objectType Mug_bar__minus_01_dot_75_bar__plus_00_dot_72_bar__minus_01_dot_03 MugType)
        (inReceptacle Mug_bar__minus_01_dot_75_bar__plus_00_dot_72_bar__minus_01_dot_03 Cabinet_bar__minus_01_dot_53_bar__plus_00_dot_59_bar__minus_01_dot_11)
        (objectAtLocation Mug_bar__minus_01_dot_75_bar__plus_00_dot_72_bar__minus_01_dot_03 loc_bar__minus_4_bar__minus_1_bar_2_bar_30)
        (cleanable Mug_bar__minus_01_dot_75_bar__plus_00_dot_72_bar__minus_01_dot_03)
        (heatable Mug_bar__minus_01_dot_75_bar__plus_00_dot_72_bar__minus_01_dot_03)
        (coolable Mug_bar__minus_01_dot_75_bar__plus_00_dot_72_bar__minus_01_dot_03)
        (pickupable Mug_bar__minus_01_dot_75_bar__plus_00_dot_72_bar__minus_01_dot_03)
        (isReceptacleObject Mug_bar__minus_01_dot_75_bar__plus_00_dot_72_bar__minus_01_dot_03)
        (objectType Mug_bar__plus_01_dot_25_bar__plus_00_dot_72_bar__minus_01_dot_41 MugType)
        (inReceptacle Mug_bar__plus_01_dot_25_bar__plus_00_dot_72_bar__minus_01_dot_41 Cabinet_bar__plus_01_dot_34_bar__plus_00_dot_59_bar__minus_01_dot_11)
        (objectAtLocation Mug_bar__plus_01_dot_25_bar__plus_00_dot_72_bar__minus_01_dot_41 loc_bar_3_bar__minus_1_bar_2_bar_30)
        (cleanable Mug_bar__plus_01_dot_25_bar__plus_00_dot_72_bar__minus_01_dot_41)
        (heatable Mug_bar__plus_01_dot_25_bar__plus_00_dot_72_bar__minus_01_dot_41)
        (coolable Mug_bar__plus_01_dot_25_bar__plus_00_dot_72_bar__minus_01_dot_41)
        (pickupable Mug_bar__plus_01_dot_25_bar__plus_00_dot_72_bar__minus_01_dot_41)
        (isReceptacleObject Mug_bar__plus_01_dot_25_bar__plus_00_dot_72_bar__minus_01_dot_41)
        (objectType Kettle_bar__minus_00_dot_89_bar__plus_00_dot_89_bar__minus_01_dot_36 KettleType)
        (inReceptacle Kettle_bar__minus_00_dot_89_bar__plus_00_dot_89_bar__minus_01_dot_36 Cabinet_bar__minus_00_dot_85_bar__plus_00_dot_59_bar__minus_01_dot_11)
        (objectAtLocation Kettle_bar__minus_00_dot_89_bar__plus_00_dot_89_bar__minus_01_dot_36 loc_bar__minus_1_bar__minus_1_bar_2_bar_30)
        (cleanable Kettle_bar__minus_00_dot_89_bar__plus_00_dot_89_bar__minus_01_dot_36)
        (pickupable Kettle_bar__minus_00_dot_89_bar__plus_00_dot_89_bar__minus_01_dot_36)
        (objectType Fork_bar__minus_00_dot_03_bar__plus_01_dot_27_bar__minus_01_dot_30 ForkType)
        (inReceptacle Fork_bar__minus_00_dot_03_bar__plus_01_dot_27_bar__minus_01_dot_30 CounterTop_bar__plus_00_dot_20_bar__plus_01_dot_08_bar__minus_01_dot_51)
        (objectAtLocation Fork_bar__minus_00_dot_03_bar__plus_01_dot_27_bar__minus_01_dot_30 loc_bar_4_bar__minus_3_bar_2_bar_30)
        (cleanable Fork_bar__minus_00_dot_03_bar__plus_01_dot_27_bar__minus_01_dot_30)
        (pickupable Fork_bar__minus_00_dot_03_bar__plus_01_dot_27_bar__minus_01_dot_30)
        (objectType Fork_bar__plus_00_dot_98_bar__plus_01_dot_14_bar__plus_00_dot_33 ForkType)
        (inReceptacle Fork_bar__plus_00_dot_98_bar__plus_01_dot_14_bar__plus_00_dot_33 Sink_bar__plus_00_dot_93_bar__plus_00_dot_94_bar__plus_00_dot_32_bar_SinkBasin)
        (objectAtLocation Fork_bar__plus_00_dot_98_bar__plus_01_dot_14_bar__plus_00_dot_33 loc_bar_4_bar__minus_1_bar_0_bar_30)
        (cleanable Fork_bar__plus_00_dot_98_bar__plus_01_dot_14_bar__plus_00_dot_33)
        (pickupable Fork_bar__plus_00_dot_98_bar__plus_01_dot_14_bar__plus_00_dot_33)
        (objectType Bowl_bar__plus_00_dot_07_bar__plus_01_dot_20_bar__minus_01_dot_30 BowlType)
        (inReceptacle Bowl_bar__plus_00_dot_07_bar__plus_01_dot_20_bar__minus_01_dot_30 CounterTop_bar__plus_00_dot_20_bar__plus_01_dot_08_bar__minus_01_dot_51)
        (objectAtLocation Bowl_bar__plus_00_dot_07_bar__plus_01_dot_20_bar__minus_01_dot_30 loc_bar_4_bar__minus_3_bar_2_bar_30)
        (cleanable Bowl_bar__plus_00_dot_07_bar__plus_01_dot_20_bar__minus_01_dot_30)
        (coolable Bowl_bar__plus_00_dot_07_bar__plus_01_dot_20_bar__minus_01_dot_30)
        (pickupable Bowl_bar__plus_00_dot_07_bar__plus_01_dot_20_bar__minus_01_dot_30)
        (isReceptacleObject Bowl_bar__plus_00_dot_07_bar__plus_01_dot_20_bar__minus_01_dot_30)
        (objectType Bowl_bar__minus_00_dot_89_bar__plus_00_dot_87_bar__minus_01_dot_03 BowlType)
        (inReceptacle Bowl_bar__minus_00_dot_89_bar__plus_00_dot_87_bar__minus_01_dot_03 Cabinet_bar__minus_00_dot_85_bar__plus_00_dot_59_bar__minus_01_dot_11)
        (objectAtLocation Bowl_bar__minus_00_dot_89_bar__plus_00_dot_87_bar__minus_01_dot_03 loc_bar__minus_1_bar__minus_1_bar_2_bar_30)
        (cleanable Bowl_bar__minus_00_dot_89_bar__plus_00_dot_87_bar__minus_01_dot_03)
        (coolable Bowl_bar__minus_00_dot_89_bar__plus_00_dot_87_bar__minus_01_dot_03)
        (pickupable Bowl_bar__minus_00_dot_89_bar__plus_00_dot_87_bar__minus_01_dot_03)
        (isReceptacleObject Bowl_bar__minus_00_dot_89_bar__plus_00_dot_87_bar__minus_01_dot_03)
        (objectType Pan_bar__minus_01_dot_62_bar__plus_02_dot_22_bar__minus_00_dot_92 PanType)
        (inReceptacle Pan_bar__minus_01_dot_62_bar__plus_02_dot_22_bar__minus_00_dot_92 Cabinet_bar__minus_01_dot_55_bar__plus_02_dot_00_bar__minus_01_dot_11)
        (objectAtLocation Pan_bar__minus_01_dot_62_bar__plus_02_dot_22_bar__minus_00_dot_92 loc_bar__minus_4_bar_0_bar_2_bar__minus_30)
        (cleanable Pan_bar__minus_01_dot_62_bar__plus_02_dot_22_bar__minus_00_dot_92)
        (coolable Pan_bar__minus_01_dot_62_bar__plus_02_dot_22_bar__minus_00_dot_92)
        (pickupable Pan_bar__minus_01_dot_62_bar__plus_02_dot_22_bar__minus_00_dot_92)
        (isReceptacleObject Pan_bar__minus_01_dot_62_bar__plus_02_dot_22_bar__minus_00_dot_92)
        (objectType Plate_bar__minus_01_dot_25_bar__plus_01_dot_86_bar__minus_01_dot_55 PlateType)
        (inReceptacle Plate_bar__minus_01_dot_25_bar__plus_01_dot_86_bar__minus_01_dot_55 Microwave_bar__minus_01_dot_20_bar__plus_01_dot_61_bar__minus_01_dot_28)
        (objectAtLocation Plate_bar__minus_01_dot_25_bar__plus_01_dot_86_bar__minus_01_dot_55 loc_bar__minus_4_bar__minus_2_bar_2_bar_0)
        (cleanable Plate_bar__minus_01_dot_25_bar__plus_01_dot_86_bar__minus_01_dot_55)
        (heatable Plate_bar__minus_01_dot_25_bar__plus_01_dot_86_bar__minus_01_dot_55)
        (coolable Plate_bar__minus_01_dot_25_bar__plus_01_dot_86_bar__minus_01_dot_55)
        (pickupable Plate_bar__minus_01_dot_25_bar__plus_01_dot_86_bar__minus_01_dot_55)
        (isReceptacleObject Plate_bar__minus_01_dot_25_bar__plus_01_dot_86_bar__minus_01_dot_55)
        (canContain CabinetType BowlType)
        (canContain CabinetType KettleType)
        (canContain CabinetType MugType)
        (canContain CabinetType PanType)
        (canContain CabinetType PlateType)
        (canContain CoffeeMachineType MugType)
        (canContain CounterTopType BowlType)
        (canContain CounterTopType ForkType)
        (canContain CounterTopType KettleType)
        (canContain CounterTopType MugType)
        (canContain CounterTopType PanType)
        (canContain CounterTopType PlateType)
        (canContain FridgeType BowlType)
        (canContain FridgeType MugType)
        (canContain FridgeType PanType)
        (canContain FridgeType PlateType)
        (canContain MicrowaveType BowlType)
        (canContain MicrowaveType MugType)
        (canContain MicrowaveType PlateType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType ForkType)
        (canContain SinkBasinType KettleType)
        (canContain SinkBasinType MugType)
        (canContain SinkBasinType PanType)
        (canContain SinkBasinType PlateType)
        (canContain StoveBurnerType KettleType)
        (canContain StoveBurnerType PanType)
        (atLocation agent1 loc_bar_0_bar__minus_1_bar_3_bar_30)
    )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o MugType)
                            (receptacleType ?r CounterTopType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    