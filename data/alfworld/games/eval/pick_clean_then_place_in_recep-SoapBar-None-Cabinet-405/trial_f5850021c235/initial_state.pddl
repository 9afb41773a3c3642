(define (problem plan_trial_f5850021c235)
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
        SoapBar_bar__minus_01_dot_04_bar__plus_01_dot_44_bar__plus_01_dot_52 - object
        SoapBar_bar__minus_03_dot_17_bar__plus_01_dot_09_bar__minus_00_dot_14 - object
        Plunger_bar__minus_02_dot_95_bar__plus_00_dot_61_bar__minus_00_dot_67 - object
        Plunger_bar__minus_03_dot_02_bar__plus_02_dot_13_bar__plus_00_dot_72 - object
        Cloth_bar__minus_02_dot_86_bar__plus_00_dot_44_bar__minus_01_dot_01 - object
        Candle_bar__minus_02_dot_88_bar__plus_00_dot_69_bar__plus_00_dot_73 - object
        Candle_bar__minus_02_dot_65_bar__plus_02_dot_31_bar__plus_01_dot_81 - object
        SprayBottle_bar__minus_02_dot_96_bar__plus_02_dot_32_bar__plus_01_dot_02 - object
        ToiletPaper_bar__minus_00_dot_68_bar__plus_01_dot_32_bar__plus_01_dot_52 - object
        Towel_bar__minus_02_dot_53_bar__plus_01_dot_75_bar__minus_00_dot_29 - object
        Bathtub_bar__minus_00_dot_60_bar__plus_00_dot_29_bar__plus_00_dot_83_bar_BathtubBasin - receptacle
        Cabinet_bar__minus_02_dot_76_bar__plus_00_dot_42_bar__minus_00_dot_27 - receptacle
        Cabinet_bar__minus_02_dot_76_bar__plus_00_dot_42_bar__minus_00_dot_76 - receptacle
        Cabinet_bar__minus_02_dot_76_bar__plus_00_dot_45_bar__plus_00_dot_60 - receptacle
        Cabinet_bar__minus_02_dot_90_bar__plus_02_dot_05_bar__plus_01_dot_01 - receptacle
        Cabinet_bar__minus_02_dot_91_bar__plus_02_dot_10_bar__plus_01_dot_88 - receptacle
        CounterTop_bar__minus_03_dot_05_bar__plus_01_dot_04_bar__minus_00_dot_44 - receptacle
        Sink_bar__minus_03_dot_02_bar__plus_00_dot_87_bar__plus_00_dot_21_bar_SinkBasin - receptacle
        Toilet_bar__minus_02_dot_93_bar__plus_00_dot_00_bar__plus_01_dot_27 - receptacle
        GarbageCan_bar__minus_00_dot_80_bar__plus_01_dot_31_bar__plus_01_dot_74 - receptacle
        HandTowelHolder_bar__minus_01_dot_48_bar__plus_01_dot_27_bar__plus_00_dot_65 - receptacle
        ToiletPaperHanger_bar__minus_00_dot_75_bar__plus_00_dot_48_bar__plus_00_dot_63 - receptacle
        TowelHolder_bar__minus_02_dot_66_bar__plus_01_dot_53_bar__minus_00_dot_26 - receptacle
        loc_bar__minus_10_bar__minus_1_bar_3_bar_30 - location
        loc_bar__minus_10_bar_1_bar_3_bar_30 - location
        loc_bar__minus_11_bar__minus_1_bar_3_bar_60 - location
        loc_bar__minus_3_bar_3_bar_0_bar_60 - location
        loc_bar__minus_3_bar_7_bar_0_bar_45 - location
        loc_bar__minus_4_bar__minus_2_bar_3_bar_30 - location
        loc_bar__minus_6_bar_0_bar_3_bar_30 - location
        loc_bar__minus_6_bar_3_bar_1_bar_30 - location
        loc_bar__minus_6_bar_3_bar_3_bar_15 - location
        loc_bar__minus_7_bar_0_bar_3_bar_30 - location
        loc_bar__minus_7_bar_2_bar_3_bar_30 - location
        loc_bar__minus_8_bar_3_bar_3_bar_30 - location
        loc_bar__minus_8_bar_4_bar_3_bar__minus_30 - location
        loc_bar__minus_8_bar_5_bar_3_bar__minus_30 - location
    )
(:init
        (receptacleType Bathtub_bar__minus_00_dot_60_bar__plus_00_dot_29_bar__plus_00_dot_83_bar_BathtubBasin BathtubBasinType)
        (receptacleAtLocation Bathtub_bar__minus_00_dot_60_bar__plus_00_dot_29_bar__plus_00_dot_83_bar_BathtubBasin loc_bar__minus_6_bar_3_bar_1_bar_30)
        (receptacleType Cabinet_bar__minus_02_dot_76_bar__plus_00_dot_42_bar__minus_00_dot_27 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_76_bar__plus_00_dot_42_bar__minus_00_dot_27 loc_bar__minus_7_bar_2_bar_3_bar_30)
        (openable Cabinet_bar__minus_02_dot_76_bar__plus_00_dot_42_bar__minus_00_dot_27)
        (receptacleType Cabinet_bar__minus_02_dot_76_bar__plus_00_dot_42_bar__minus_00_dot_76 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_76_bar__plus_00_dot_42_bar__minus_00_dot_76 loc_bar__minus_7_bar_0_bar_3_bar_30)
        (openable Cabinet_bar__minus_02_dot_76_bar__plus_00_dot_42_bar__minus_00_dot_76)
        (receptacleType Cabinet_bar__minus_02_dot_76_bar__plus_00_dot_45_bar__plus_00_dot_60 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_76_bar__plus_00_dot_45_bar__plus_00_dot_60 loc_bar__minus_6_bar_0_bar_3_bar_30)
        (openable Cabinet_bar__minus_02_dot_76_bar__plus_00_dot_45_bar__plus_00_dot_60)
        (receptacleType Cabinet_bar__minus_02_dot_90_bar__plus_02_dot_05_bar__plus_01_dot_01 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_90_bar__plus_02_dot_05_bar__plus_01_dot_01 loc_bar__minus_8_bar_4_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_02_dot_90_bar__plus_02_dot_05_bar__plus_01_dot_01)
        (receptacleType Cabinet_bar__minus_02_dot_91_bar__plus_02_dot_10_bar__plus_01_dot_88 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_91_bar__plus_02_dot_10_bar__plus_01_dot_88 loc_bar__minus_8_bar_5_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_02_dot_91_bar__plus_02_dot_10_bar__plus_01_dot_88)
        (receptacleType CounterTop_bar__minus_03_dot_05_bar__plus_01_dot_04_bar__minus_00_dot_44 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_03_dot_05_bar__plus_01_dot_04_bar__minus_00_dot_44 loc_bar__minus_10_bar__minus_1_bar_3_bar_30)
        (receptacleType Sink_bar__minus_03_dot_02_bar__plus_00_dot_87_bar__plus_00_dot_21_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_03_dot_02_bar__plus_00_dot_87_bar__plus_00_dot_21_bar_SinkBasin loc_bar__minus_10_bar_1_bar_3_bar_30)
        (receptacleType Toilet_bar__minus_02_dot_93_bar__plus_00_dot_00_bar__plus_01_dot_27 ToiletType)
        (receptacleAtLocation Toilet_bar__minus_02_dot_93_bar__plus_00_dot_00_bar__plus_01_dot_27 loc_bar__minus_8_bar_3_bar_3_bar_30)
        (receptacleType GarbageCan_bar__minus_00_dot_80_bar__plus_01_dot_31_bar__plus_01_dot_74 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__minus_00_dot_80_bar__plus_01_dot_31_bar__plus_01_dot_74 loc_bar__minus_3_bar_7_bar_0_bar_45)
        (receptacleType HandTowelHolder_bar__minus_01_dot_48_bar__plus_01_dot_27_bar__plus_00_dot_65 HandTowelHolderType)
        (receptacleAtLocation HandTowelHolder_bar__minus_01_dot_48_bar__plus_01_dot_27_bar__plus_00_dot_65 loc_bar__minus_6_bar_3_bar_3_bar_15)
        (receptacleType ToiletPaperHanger_bar__minus_00_dot_75_bar__plus_00_dot_48_bar__plus_00_dot_63 ToiletPaperHangerType)
        (receptacleAtLocation ToiletPaperHanger_bar__minus_00_dot_75_bar__plus_00_dot_48_bar__plus_00_dot_63 loc_bar__minus_3_bar_3_bar_0_bar_60)
        (receptacleType TowelHolder_bar__minus_02_dot_66_bar__plus_01_dot_53_bar__minus_00_dot_26 TowelHolderType)
        (receptacleAtLocation TowelHolder_bar__minus_02_dot_66_bar__plus_01_dot_53_bar__minus_00_dot_26 loc_bar__minus_11_bar__minus_1_bar_3_bar_60)
        (objectType SoapBar_bar__minus_01_dot_04_bar__plus_01_dot_44_bar__plus_01_dot_52 SoapBarType)
        (inReceptacle SoapBar_bar__minus_01_dot_04_bar__plus_01_dot_44_bar__plus_01_dot_52 GarbageCan_bar__minus_00_dot_80_bar__plus_01_dot_31_bar__plus_01_dot_74)
        (objectAtLocation SoapBar_bar__minus_01_dot_04_bar__plus_01_dot_44_bar__plus_01_dot_52 loc_bar__minus_3_bar_7_bar_0_bar_45)
        (cleanable SoapBar_bar__minus_01_dot_04_bar__plus_01_dot_44_bar__plus_01_dot_52)
        (pickupable SoapBar_bar__minus_01_dot_04_bar__plus_01_dot_44_bar__plus_01_dot_52)
        (objectType SoapBar_bar__minus_03_dot_17_bar__plus_01_dot_09_bar__minus_00_dot_14 SoapBarType)
        (inReceptacle SoapBar_bar__minus_03_dot_17_bar__plus_01_dot_09_bar__minus_00_dot_14 CounterTop_bar__minus_03_dot_05_bar__plus_01_dot_04_bar__minus_00_dot_44)
        (objectAtLocation SoapBar_bar__minus_03_dot_17_bar__plus_01_dot_09_bar__minus_00_dot_14 loc_bar__minus_10_bar__minus_1_bar_3_bar_30)
        (cleanable SoapBar_bar__minus_03_dot_17_bar__plus_01_dot_09_bar__minus_00_dot_14)
        (pickupable SoapBar_bar__minus_03_dot_17_bar__plus_01_dot_09_bar__minus_00_dot_14)
        (objectType Plunger_bar__minus_02_dot_95_bar__plus_00_dot_61_bar__minus_00_dot_67 PlungerType)
        (inReceptacle Plunger_bar__minus_02_dot_95_bar__plus_00_dot_61_bar__minus_00_dot_67 Cabinet_bar__minus_02_dot_76_bar__plus_00_dot_42_bar__minus_00_dot_76)
        (objectAtLocation Plunger_bar__minus_02_dot_95_bar__plus_00_dot_61_bar__minus_00_dot_67 loc_bar__minus_7_bar_0_bar_3_bar_30)
        (pickupable Plunger_bar__minus_02_dot_95_bar__plus_00_dot_61_bar__minus_00_dot_67)
        (objectType Plunger_bar__minus_03_dot_02_bar__plus_02_dot_13_bar__plus_00_dot_72 PlungerType)
        (inReceptacle Plunger_bar__minus_03_dot_02_bar__plus_02_dot_13_bar__plus_00_dot_72 Cabinet_bar__minus_02_dot_90_bar__plus_02_dot_05_bar__plus_01_dot_01)
        (objectAtLocation Plunger_bar__minus_03_dot_02_bar__plus_02_dot_13_bar__plus_00_dot_72 loc_bar__minus_8_bar_4_bar_3_bar__minus_30)
        (pickupable Plunger_bar__minus_03_dot_02_bar__plus_02_dot_13_bar__plus_00_dot_72)
        (objectType Cloth_bar__minus_02_dot_86_bar__plus_00_dot_44_bar__minus_01_dot_01 ClothType)
        (inReceptacle Cloth_bar__minus_02_dot_86_bar__plus_00_dot_44_bar__minus_01_dot_01 Cabinet_bar__minus_02_dot_76_bar__plus_00_dot_42_bar__minus_00_dot_76)
        (objectAtLocation Cloth_bar__minus_02_dot_86_bar__plus_00_dot_44_bar__minus_01_dot_01 loc_bar__minus_7_bar_0_bar_3_bar_30)
        (cleanable Cloth_bar__minus_02_dot_86_bar__plus_00_dot_44_bar__minus_01_dot_01)
        (pickupable Cloth_bar__minus_02_dot_86_bar__plus_00_dot_44_bar__minus_01_dot_01)
        (objectType Candle_bar__minus_02_dot_88_bar__plus_00_dot_69_bar__plus_00_dot_73 CandleType)
        (inReceptacle Candle_bar__minus_02_dot_88_bar__plus_00_dot_69_bar__plus_00_dot_73 Cabinet_bar__minus_02_dot_76_bar__plus_00_dot_45_bar__plus_00_dot_60)
        (objectAtLocation Candle_bar__minus_02_dot_88_bar__plus_00_dot_69_bar__plus_00_dot_73 loc_bar__minus_6_bar_0_bar_3_bar_30)
        (pickupable Candle_bar__minus_02_dot_88_bar__plus_00_dot_69_bar__plus_00_dot_73)
        (objectType Candle_bar__minus_02_dot_65_bar__plus_02_dot_31_bar__plus_01_dot_81 CandleType)
        (inReceptacle Candle_bar__minus_02_dot_65_bar__plus_02_dot_31_bar__plus_01_dot_81 Cabinet_bar__minus_02_dot_91_bar__plus_02_dot_10_bar__plus_01_dot_88)
        (objectAtLocation Candle_bar__minus_02_dot_65_bar__plus_02_dot_31_bar__plus_01_dot_81 loc_bar__minus_8_bar_5_bar_3_bar__minus_30)
        (pickupable Candle_bar__minus_02_dot_65_bar__plus_02_dot_31_bar__plus_01_dot_81)
        (objectType SprayBottle_bar__minus_02_dot_96_bar__plus_02_dot_32_bar__plus_01_dot_02 SprayBottleType)
        (inReceptacle SprayBottle_bar__minus_02_dot_96_bar__plus_02_dot_32_bar__plus_01_dot_02 Cabinet_bar__minus_02_dot_90_bar__plus_02_dot_05_bar__plus_01_dot_01)
        (objectAtLocation SprayBottle_bar__minus_02_dot_96_bar__plus_02_dot_32_bar__plus_01_dot_02 loc_bar__minus_8_bar_4_bar_3_bar__minus_30)
        (pickupable SprayBottle_bar__minus_02_dot_96_bar__plus_02_dot_32_bar__plus_01_dot_02)
        (objectType ToiletPaper_bar__minus_00_dot_68_bar__plus_01_dot_32_bar__plus_01_dot_52 ToiletPaperType)
        (inReceptacle ToiletPaper_bar__minus_00_dot_68_bar__plus_01_dot_32_bar__plus_01_dot_52 GarbageCan_bar__minus_00_dot_80_bar__plus_01_dot_31_bar__plus_01_dot_74)
        (objectAtLocation ToiletPaper_bar__minus_00_dot_68_bar__plus_01_dot_32_bar__plus_01_dot_52 loc_bar__minus_3_bar_7_bar_0_bar_45)
        (pickupable ToiletPaper_bar__minus_00_dot_68_bar__plus_01_dot_32_bar__plus_01_dot_52)
        (objectType Towel_bar__minus_02_dot_53_bar__plus_01_dot_75_bar__minus_00_dot_29 TowelType)
        (inReceptacle Towel_bar__minus_02_dot_53_bar__plus_01_dot_75_bar__minus_00_dot_29 TowelHolder_bar__minus_02_dot_66_bar__plus_01_dot_53_bar__minus_00_dot_26)
        (objectAtLocation Towel_bar__minus_02_dot_53_bar__plus_01_dot_75_bar__minus_00_dot_29 loc_bar__minus_11_bar__minus_1_bar_3_bar_60)
        (pickupable Towel_bar__minus_02_dot_53_bar__plus_01_dot_75_bar__minus_00_dot_29)
        (canContain BathtubBasinType ClothType)
        (canContain BathtubBasinType SoapBarType)
        (canContain CabinetType CandleType)
        (canContain CabinetType ClothType)
        (canContain CabinetType PlungerType)
        (canContain CabinetType SoapBarType)
        (canContain CabinetType SprayBottleType)
        (canContain CabinetType ToiletPaperType)
        (canContain CounterTopType CandleType)
        (canContain CounterTopType ClothType)
        (canContain CounterTopType SoapBarType)
        (canContain CounterTopType SprayBottleType)
        (canContain CounterTopType ToiletPaperType)
        (canContain GarbageCanType ClothType)
        (canContain GarbageCanType SoapBarType)
        (canContain GarbageCanType SprayBottleType)
        (canContain GarbageCanType ToiletPaperType)
        (canContain SinkBasinType ClothType)
        (canContain SinkBasinType SoapBarType)
        (canContain ToiletType CandleType)
        (canContain ToiletType ClothType)
        (canContain ToiletType SoapBarType)
        (canContain ToiletType SprayBottleType)
        (canContain ToiletType ToiletPaperType)
        (canContain ToiletPaperHangerType ToiletPaperType)
        (canContain TowelHolderType TowelType)
        (atLocation agent1 loc_bar__minus_4_bar__minus_2_bar_3_bar_30)
    )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o SoapBarType)
                            (receptacleType ?r CabinetType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    