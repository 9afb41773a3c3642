(define (problem plan_trial_a866211c973f)
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
        ToiletPaper_bar__minus_03_dot_11_bar__plus_00_dot_22_bar__minus_01_dot_46 - object
        ToiletPaper_bar__minus_02_dot_49_bar__plus_01_dot_09_bar__plus_00_dot_68 - object
        ToiletPaper_bar__minus_02_dot_14_bar__plus_00_dot_50_bar__plus_00_dot_48 - object
        Plunger_bar__minus_01_dot_42_bar__plus_00_dot_47_bar__plus_00_dot_17 - object
        Cloth_bar__minus_02_dot_55_bar__plus_00_dot_45_bar__plus_00_dot_54 - object
        Cloth_bar__minus_03_dot_09_bar__plus_00_dot_14_bar__minus_01_dot_49 - object
        SprayBottle_bar__minus_01_dot_29_bar__plus_00_dot_42_bar__plus_00_dot_72 - object
        Towel_bar__minus_00_dot_49_bar__plus_00_dot_27_bar__minus_01_dot_18 - object
        Candle_bar__minus_02_dot_12_bar__plus_00_dot_42_bar__plus_00_dot_72 - object
        Candle_bar__minus_01_dot_10_bar__plus_00_dot_14_bar__plus_00_dot_77 - object
        SoapBar_bar__minus_02_dot_24_bar__plus_00_dot_47_bar__plus_00_dot_51 - object
        SoapBottle_bar__minus_02_dot_56_bar__plus_00_dot_68_bar__plus_00_dot_17 - object
        HandTowel_bar__minus_02_dot_11_bar__plus_00_dot_59_bar__plus_00_dot_36 - object
        HandTowel_bar__minus_02_dot_42_bar__plus_00_dot_61_bar__plus_00_dot_66 - object
        Bathtub_bar__plus_00_dot_29_bar__plus_00_dot_29_bar__minus_00_dot_08_bar_BathtubBasin - receptacle
        Cabinet_bar__minus_01_dot_50_bar__plus_00_dot_42_bar__plus_00_dot_43 - receptacle
        Cabinet_bar__minus_02_dot_29_bar__plus_00_dot_39_bar__plus_00_dot_42 - receptacle
        Cabinet_bar__minus_02_dot_31_bar__plus_00_dot_42_bar__plus_00_dot_43 - receptacle
        Cabinet_bar__minus_03_dot_09_bar__plus_00_dot_39_bar__plus_00_dot_42 - receptacle
        CounterTop_bar__minus_02_dot_30_bar__plus_00_dot_95_bar__plus_00_dot_69 - receptacle
        GarbageCan_bar__minus_02_dot_92_bar__plus_00_dot_00_bar__minus_01_dot_56 - receptacle
        Sink_bar__minus_01_dot_92_bar__plus_00_dot_93_bar__plus_00_dot_68_bar_SinkBasin - receptacle
        Sink_bar__minus_02_dot_68_bar__plus_00_dot_93_bar__plus_00_dot_68_bar_SinkBasin - receptacle
        Toilet_bar__minus_01_dot_05_bar__plus_00_dot_00_bar__plus_00_dot_55 - receptacle
        HandTowelHolder_bar__minus_02_dot_41_bar__plus_00_dot_73_bar__plus_00_dot_24 - receptacle
        ToiletPaperHanger_bar__minus_01_dot_29_bar__plus_00_dot_43_bar__minus_00_dot_18 - receptacle
        TowelHolder_bar__minus_00_dot_42_bar__plus_00_dot_21_bar__minus_01_dot_01 - receptacle
        loc_bar__minus_10_bar_0_bar_0_bar_30 - location
        loc_bar__minus_10_bar_1_bar_3_bar_0 - location
        loc_bar__minus_12_bar_0_bar_3_bar_30 - location
        loc_bar__minus_2_bar__minus_4_bar_0_bar_60 - location
        loc_bar__minus_2_bar_2_bar_3_bar_30 - location
        loc_bar__minus_3_bar__minus_1_bar_1_bar_30 - location
        loc_bar__minus_5_bar__minus_1_bar_2_bar_0 - location
        loc_bar__minus_6_bar__minus_2_bar_0_bar_30 - location
        loc_bar__minus_7_bar__minus_2_bar_0_bar_30 - location
        loc_bar__minus_7_bar_0_bar_0_bar_30 - location
        loc_bar__minus_8_bar__minus_2_bar_0_bar_30 - location
        loc_bar__minus_8_bar_0_bar_0_bar_30 - location
        loc_bar__minus_9_bar__minus_2_bar_0_bar_30 - location
        loc_bar__minus_9_bar__minus_2_bar_2_bar_30 - location
    )
(:init
        (receptacleType Bathtub_bar__plus_00_dot_29_bar__plus_00_dot_29_bar__minus_00_dot_08_bar_BathtubBasin BathtubBasinType)
        (receptacleAtLocation Bathtub_bar__plus_00_dot_29_bar__plus_00_dot_29_bar__minus_00_dot_08_bar_BathtubBasin loc_bar__minus_3_bar__minus_1_bar_1_bar_30)
        (receptacleType Cabinet_bar__minus_01_dot_50_bar__plus_00_dot_42_bar__plus_00_dot_43 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_50_bar__plus_00_dot_42_bar__plus_00_dot_43 loc_bar__minus_9_bar__minus_2_bar_0_bar_30)
        (openable Cabinet_bar__minus_01_dot_50_bar__plus_00_dot_42_bar__plus_00_dot_43)
        (receptacleType Cabinet_bar__minus_02_dot_29_bar__plus_00_dot_39_bar__plus_00_dot_42 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_29_bar__plus_00_dot_39_bar__plus_00_dot_42 loc_bar__minus_6_bar__minus_2_bar_0_bar_30)
        (openable Cabinet_bar__minus_02_dot_29_bar__plus_00_dot_39_bar__plus_00_dot_42)
        (receptacleType Cabinet_bar__minus_02_dot_31_bar__plus_00_dot_42_bar__plus_00_dot_43 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_31_bar__plus_00_dot_42_bar__plus_00_dot_43 loc_bar__minus_8_bar__minus_2_bar_0_bar_30)
        (openable Cabinet_bar__minus_02_dot_31_bar__plus_00_dot_42_bar__plus_00_dot_43)
        (receptacleType Cabinet_bar__minus_03_dot_09_bar__plus_00_dot_39_bar__plus_00_dot_42 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_03_dot_09_bar__plus_00_dot_39_bar__plus_00_dot_42 loc_bar__minus_7_bar__minus_2_bar_0_bar_30)
        (openable Cabinet_bar__minus_03_dot_09_bar__plus_00_dot_39_bar__plus_00_dot_42)
        (receptacleType CounterTop_bar__minus_02_dot_30_bar__plus_00_dot_95_bar__plus_00_dot_69 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_02_dot_30_bar__plus_00_dot_95_bar__plus_00_dot_69 loc_bar__minus_8_bar_0_bar_0_bar_30)
        (receptacleType GarbageCan_bar__minus_02_dot_92_bar__plus_00_dot_00_bar__minus_01_dot_56 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__minus_02_dot_92_bar__plus_00_dot_00_bar__minus_01_dot_56 loc_bar__minus_9_bar__minus_2_bar_2_bar_30)
        (receptacleType Sink_bar__minus_01_dot_92_bar__plus_00_dot_93_bar__plus_00_dot_68_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_01_dot_92_bar__plus_00_dot_93_bar__plus_00_dot_68_bar_SinkBasin loc_bar__minus_7_bar_0_bar_0_bar_30)
        (receptacleType Sink_bar__minus_02_dot_68_bar__plus_00_dot_93_bar__plus_00_dot_68_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_02_dot_68_bar__plus_00_dot_93_bar__plus_00_dot_68_bar_SinkBasin loc_bar__minus_10_bar_0_bar_0_bar_30)
        (receptacleType Toilet_bar__minus_01_dot_05_bar__plus_00_dot_00_bar__plus_00_dot_55 ToiletType)
        (receptacleAtLocation Toilet_bar__minus_01_dot_05_bar__plus_00_dot_00_bar__plus_00_dot_55 loc_bar__minus_2_bar_2_bar_3_bar_30)
        (receptacleType HandTowelHolder_bar__minus_02_dot_41_bar__plus_00_dot_73_bar__plus_00_dot_24 HandTowelHolderType)
        (receptacleAtLocation HandTowelHolder_bar__minus_02_dot_41_bar__plus_00_dot_73_bar__plus_00_dot_24 loc_bar__minus_10_bar_1_bar_3_bar_0)
        (receptacleType ToiletPaperHanger_bar__minus_01_dot_29_bar__plus_00_dot_43_bar__minus_00_dot_18 ToiletPaperHangerType)
        (receptacleAtLocation ToiletPaperHanger_bar__minus_01_dot_29_bar__plus_00_dot_43_bar__minus_00_dot_18 loc_bar__minus_5_bar__minus_1_bar_2_bar_0)
        (receptacleType TowelHolder_bar__minus_00_dot_42_bar__plus_00_dot_21_bar__minus_01_dot_01 TowelHolderType)
        (receptacleAtLocation TowelHolder_bar__minus_00_dot_42_bar__plus_00_dot_21_bar__minus_01_dot_01 loc_bar__minus_2_bar__minus_4_bar_0_bar_60)
        (objectType ToiletPaper_bar__minus_03_dot_11_bar__plus_00_dot_22_bar__minus_01_dot_46 ToiletPaperType)
        (inReceptacle ToiletPaper_bar__minus_03_dot_11_bar__plus_00_dot_22_bar__minus_01_dot_46 GarbageCan_bar__minus_02_dot_92_bar__plus_00_dot_00_bar__minus_01_dot_56)
        (objectAtLocation ToiletPaper_bar__minus_03_dot_11_bar__plus_00_dot_22_bar__minus_01_dot_46 loc_bar__minus_9_bar__minus_2_bar_2_bar_30)
        (pickupable ToiletPaper_bar__minus_03_dot_11_bar__plus_00_dot_22_bar__minus_01_dot_46)
        (objectType ToiletPaper_bar__minus_02_dot_49_bar__plus_01_dot_09_bar__plus_00_dot_68 ToiletPaperType)
        (inReceptacle ToiletPaper_bar__minus_02_dot_49_bar__plus_01_dot_09_bar__plus_00_dot_68 CounterTop_bar__minus_02_dot_30_bar__plus_00_dot_95_bar__plus_00_dot_69)
        (objectAtLocation ToiletPaper_bar__minus_02_dot_49_bar__plus_01_dot_09_bar__plus_00_dot_68 loc_bar__minus_8_bar_0_bar_0_bar_30)
        (pickupable ToiletPaper_bar__minus_02_dot_49_bar__plus_01_dot_09_bar__plus_00_dot_68)
        (objectType ToiletPaper_bar__minus_02_dot_14_bar__plus_00_dot_50_bar__plus_00_dot_48 ToiletPaperType)
        (inReceptacle ToiletPaper_bar__minus_02_dot_14_bar__plus_00_dot_50_bar__plus_00_dot_48 Cabinet_bar__minus_02_dot_31_bar__plus_00_dot_42_bar__plus_00_dot_43)
        (objectAtLocation ToiletPaper_bar__minus_02_dot_14_bar__plus_00_dot_50_bar__plus_00_dot_48 loc_bar__minus_8_bar__minus_2_bar_0_bar_30)
        (pickupable ToiletPaper_bar__minus_02_dot_14_bar__plus_00_dot_50_bar__plus_00_dot_48)
        (objectType Plunger_bar__minus_01_dot_42_bar__plus_00_dot_47_bar__plus_00_dot_17 PlungerType)
        (inReceptacle Plunger_bar__minus_01_dot_42_bar__plus_00_dot_47_bar__plus_00_dot_17 Cabinet_bar__minus_01_dot_50_bar__plus_00_dot_42_bar__plus_00_dot_43)
        (objectAtLocation Plunger_bar__minus_01_dot_42_bar__plus_00_dot_47_bar__plus_00_dot_17 loc_bar__minus_9_bar__minus_2_bar_0_bar_30)
        (pickupable Plunger_bar__minus_01_dot_42_bar__plus_00_dot_47_bar__plus_00_dot_17)
        (objectType Cloth_bar__minus_02_dot_55_bar__plus_00_dot_45_bar__plus_00_dot_54 ClothType)
        (inReceptacle Cloth_bar__minus_02_dot_55_bar__plus_00_dot_45_bar__plus_00_dot_54 Cabinet_bar__minus_02_dot_31_bar__plus_00_dot_42_bar__plus_00_dot_43)
        (objectAtLocation Cloth_bar__minus_02_dot_55_bar__plus_00_dot_45_bar__plus_00_dot_54 loc_bar__minus_8_bar__minus_2_bar_0_bar_30)
        (cleanable Cloth_bar__minus_02_dot_55_bar__plus_00_dot_45_bar__plus_00_dot_54)
        (pickupable Cloth_bar__minus_02_dot_55_bar__plus_00_dot_45_bar__plus_00_dot_54)
        (objectType Cloth_bar__minus_03_dot_09_bar__plus_00_dot_14_bar__minus_01_dot_49 ClothType)
        (inReceptacle Cloth_bar__minus_03_dot_09_bar__plus_00_dot_14_bar__minus_01_dot_49 GarbageCan_bar__minus_02_dot_92_bar__plus_00_dot_00_bar__minus_01_dot_56)
        (objectAtLocation Cloth_bar__minus_03_dot_09_bar__plus_00_dot_14_bar__minus_01_dot_49 loc_bar__minus_9_bar__minus_2_bar_2_bar_30)
        (cleanable Cloth_bar__minus_03_dot_09_bar__plus_00_dot_14_bar__minus_01_dot_49)
        (pickupable Cloth_bar__minus_03_dot_09_bar__plus_00_dot_14_bar__minus_01_dot_49)
        (objectType SprayBottle_bar__minus_01_dot_29_bar__plus_00_dot_42_bar__plus_00_dot_72 SprayBottleType)
        (inReceptacle SprayBottle_bar__minus_01_dot_29_bar__plus_00_dot_42_bar__plus_00_dot_72 Cabinet_bar__minus_01_dot_50_bar__plus_00_dot_42_bar__plus_00_dot_43)
        (objectAtLocation SprayBottle_bar__minus_01_dot_29_bar__plus_00_dot_42_bar__plus_00_dot_72 loc_bar__minus_9_bar__minus_2_bar_0_bar_30)
        (pickupable SprayBottle_bar__minus_01_dot_29_bar__plus_00_dot_42_bar__plus_00_dot_72)
        (objectType Towel_bar__minus_00_dot_49_bar__plus_00_dot_27_bar__minus_01_dot_18 TowelType)
        (inReceptacle Towel_bar__minus_00_dot_49_bar__plus_00_dot_27_bar__minus_01_dot_18 TowelHolder_bar__minus_00_dot_42_bar__plus_00_dot_21_bar__minus_01_dot_01)
        (objectAtLocation Towel_bar__minus_00_dot_49_bar__plus_00_dot_27_bar__minus_01_dot_18 loc_bar__minus_2_bar__minus_4_bar_0_bar_60)
        (pickupable Towel_bar__minus_00_dot_49_bar__plus_00_dot_27_bar__minus_01_dot_18)
        (objectType Candle_bar__minus_02_dot_12_bar__plus_00_dot_42_bar__plus_00_dot_72 CandleType)
        (inReceptacle Candle_bar__minus_02_dot_12_bar__plus_00_dot_42_bar__plus_00_dot_72 Cabinet_bar__minus_02_dot_29_bar__plus_00_dot_39_bar__plus_00_dot_42)
        (objectAtLocation Candle_bar__minus_02_dot_12_bar__plus_00_dot_42_bar__plus_00_dot_72 loc_bar__minus_6_bar__minus_2_bar_0_bar_30)
        (pickupable Candle_bar__minus_02_dot_12_bar__plus_00_dot_42_bar__plus_00_dot_72)
        (objectType Candle_bar__minus_01_dot_10_bar__plus_00_dot_14_bar__plus_00_dot_77 CandleType)
        (inReceptacle Candle_bar__minus_01_dot_10_bar__plus_00_dot_14_bar__plus_00_dot_77 Toilet_bar__minus_01_dot_05_bar__plus_00_dot_00_bar__plus_00_dot_55)
        (objectAtLocation Candle_bar__minus_01_dot_10_bar__plus_00_dot_14_bar__plus_00_dot_77 loc_bar__minus_2_bar_2_bar_3_bar_30)
        (pickupable Candle_bar__minus_01_dot_10_bar__plus_00_dot_14_bar__plus_00_dot_77)
        (objectType SoapBar_bar__minus_02_dot_24_bar__plus_00_dot_47_bar__plus_00_dot_51 SoapBarType)
        (inReceptacle SoapBar_bar__minus_02_dot_24_bar__plus_00_dot_47_bar__plus_00_dot_51 Cabinet_bar__minus_02_dot_29_bar__plus_00_dot_39_bar__plus_00_dot_42)
        (objectAtLocation SoapBar_bar__minus_02_dot_24_bar__plus_00_dot_47_bar__plus_00_dot_51 loc_bar__minus_6_bar__minus_2_bar_0_bar_30)
        (cleanable SoapBar_bar__minus_02_dot_24_bar__plus_00_dot_47_bar__plus_00_dot_51)
        (pickupable SoapBar_bar__minus_02_dot_24_bar__plus_00_dot_47_bar__plus_00_dot_51)
        (objectType SoapBottle_bar__minus_02_dot_56_bar__plus_00_dot_68_bar__plus_00_dot_17 SoapBottleType)
        (inReceptacle SoapBottle_bar__minus_02_dot_56_bar__plus_00_dot_68_bar__plus_00_dot_17 Cabinet_bar__minus_02_dot_31_bar__plus_00_dot_42_bar__plus_00_dot_43)
        (objectAtLocation SoapBottle_bar__minus_02_dot_56_bar__plus_00_dot_68_bar__plus_00_dot_17 loc_bar__minus_8_bar__minus_2_bar_0_bar_30)
        (pickupable SoapBottle_bar__minus_02_dot_56_bar__plus_00_dot_68_bar__plus_00_dot_17)
        (objectType HandTowel_bar__minus_02_dot_11_bar__plus_00_dot_59_bar__plus_00_dot_36 HandTowelType)
        (inReceptacle HandTowel_bar__minus_02_dot_11_bar__plus_00_dot_59_bar__plus_00_dot_36 Cabinet_bar__minus_02_dot_31_bar__plus_00_dot_42_bar__plus_00_dot_43)
        (objectAtLocation HandTowel_bar__minus_02_dot_11_bar__plus_00_dot_59_bar__plus_00_dot_36 loc_bar__minus_8_bar__minus_2_bar_0_bar_30)
        (pickupable HandTowel_bar__minus_02_dot_11_bar__plus_00_dot_59_bar__plus_00_dot_36)
        (objectType HandTowel_bar__minus_02_dot_42_bar__plus_00_dot_61_bar__plus_00_dot_66 HandTowelType)
        (inReceptacle HandTowel_bar__minus_02_dot_42_bar__plus_00_dot_61_bar__plus_00_dot_66 Cabinet_bar__minus_02_dot_29_bar__plus_00_dot_39_bar__plus_00_dot_42)
        (objectAtLocation HandTowel_bar__minus_02_dot_42_bar__plus_00_dot_61_bar__plus_00_dot_66 loc_bar__minus_6_bar__minus_2_bar_0_bar_30)
        (pickupable HandTowel_bar__minus_02_dot_42_bar__plus_00_dot_61_bar__plus_00_dot_66)
        (canContain BathtubBasinType ClothType)
        (canContain BathtubBasinType HandTowelType)
        (canContain BathtubBasinType SoapBarType)
        (canContain CabinetType CandleType)
        (canContain CabinetType ClothType)
        (canContain CabinetType HandTowelType)
        (canContain CabinetType PlungerType)
        (canContain CabinetType SoapBarType)
        (canContain CabinetType SoapBottleType)
        (canContain CabinetType SprayBottleType)
        (canContain CabinetType ToiletPaperType)
        (canContain CounterTopType CandleType)
        (canContain CounterTopType ClothType)
        (canContain CounterTopType HandTowelType)
        (canContain CounterTopType SoapBarType)
        (canContain CounterTopType SoapBottleType)
        (canContain CounterTopType SprayBottleType)
        (canContain CounterTopType ToiletPaperType)
        (canContain GarbageCanType ClothType)
        (canContain GarbageCanType HandTowelType)
        (canContain GarbageCanType SoapBarType)
        (canContain GarbageCanType SoapBottleType)
        (canContain GarbageCanType SprayBottleType)
        (canContain GarbageCanType ToiletPaperType)
        (canContain HandTowelHolderType HandTowelType)
        (canContain SinkBasinType ClothType)
        (canContain SinkBasinType HandTowelType)
        (canContain SinkBasinType SoapBarType)
        (canContain ToiletType CandleType)
        (canContain ToiletType ClothType)
        (canContain ToiletType HandTowelType)
        (canContain ToiletType SoapBarType)
        (canContain ToiletType SoapBottleType)
        (canContain ToiletType SprayBottleType)
        (canContain ToiletType ToiletPaperType)
        (canContain ToiletPaperHangerType ToiletPaperType)
        (canContain TowelHolderType TowelType)
        (atLocation agent1 loc_bar__minus_12_bar_0_bar_3_bar_30)
    )

                (:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 ToiletPaperType)
                                    (receptacleType ?r ToiletType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 ToiletPaperType)
                                            (receptacleType ?r ToiletType)
                                            (inReceptacle ?o2 ?r)
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
            