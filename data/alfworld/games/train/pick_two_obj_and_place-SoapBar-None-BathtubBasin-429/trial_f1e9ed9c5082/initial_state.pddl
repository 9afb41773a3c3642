(define (problem plan_trial_f1e9ed9c5082)
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
        SoapBar_bar__plus_00_dot_26_bar__plus_00_dot_26_bar__minus_03_dot_17 - object
        SoapBar_bar__minus_00_dot_08_bar__plus_00_dot_15_bar__minus_03_dot_21 - object
        Cloth_bar__minus_02_dot_24_bar__minus_00_dot_02_bar__minus_02_dot_98 - object
        Cloth_bar__minus_00_dot_84_bar__plus_00_dot_41_bar__minus_01_dot_88 - object
        Towel_bar__plus_00_dot_86_bar__plus_00_dot_38_bar__minus_01_dot_64 - object
        TissueBox_bar__plus_00_dot_94_bar__plus_00_dot_97_bar__minus_00_dot_78 - object
        TissueBox_bar__minus_01_dot_33_bar__plus_01_dot_04_bar__plus_00_dot_04 - object
        ToiletPaper_bar__plus_01_dot_05_bar__plus_00_dot_82_bar__minus_00_dot_58 - object
        Candle_bar__plus_00_dot_04_bar__plus_00_dot_06_bar__minus_03_dot_58 - object
        Candle_bar__plus_01_dot_07_bar__plus_01_dot_02_bar__minus_00_dot_67 - object
        Bathtub_bar__minus_02_dot_12_bar__minus_00_dot_09_bar__minus_03_dot_12_bar_BathtubBasin - receptacle
        Shelf_bar__plus_00_dot_81_bar__plus_00_dot_81_bar__minus_00_dot_61 - receptacle
        Shelf_bar__minus_01_dot_57_bar__plus_00_dot_81_bar__minus_00_dot_14 - receptacle
        Toilet_bar__plus_00_dot_00_bar_00_dot_00_bar__minus_03_dot_44 - receptacle
        GarbageCan_bar__minus_00_dot_79_bar__plus_00_dot_38_bar__minus_01_dot_73 - receptacle
        HandTowelHolder_bar__minus_00_dot_58_bar__plus_00_dot_20_bar__minus_00_dot_61 - receptacle
        SinkBasin_bar__plus_00_dot_52_bar__plus_00_dot_35_bar__minus_00_dot_70 - receptacle
        ToiletPaperHanger_bar__minus_01_dot_76_bar__plus_00_dot_45_bar__minus_00_dot_92 - receptacle
        TowelHolder_bar__plus_00_dot_65_bar__plus_00_dot_36_bar__minus_01_dot_58 - receptacle
        loc_bar__minus_2_bar__minus_13_bar_2_bar_30 - location
        loc_bar__minus_2_bar__minus_2_bar_1_bar_30 - location
        loc_bar__minus_3_bar__minus_7_bar_3_bar_0 - location
        loc_bar__minus_5_bar__minus_3_bar_0_bar_30 - location
        loc_bar__minus_5_bar__minus_3_bar_3_bar_30 - location
        loc_bar__minus_5_bar__minus_4_bar_2_bar_30 - location
        loc_bar__minus_7_bar__minus_4_bar_1_bar_15 - location
        loc_bar_1_bar__minus_4_bar_1_bar_30 - location
        loc_bar_2_bar__minus_3_bar_3_bar_30 - location
        loc_bar_3_bar__minus_6_bar_2_bar_30 - location
    )
(:init
        (receptacleType Bathtub_bar__minus_02_dot_12_bar__minus_00_dot_09_bar__minus_03_dot_12_bar_BathtubBasin BathtubBasinType)
        (receptacleAtLocation Bathtub_bar__minus_02_dot_12_bar__minus_00_dot_09_bar__minus_03_dot_12_bar_BathtubBasin loc_bar__minus_5_bar__minus_4_bar_2_bar_30)
        (receptacleType Shelf_bar__plus_00_dot_81_bar__plus_00_dot_81_bar__minus_00_dot_61 ShelfType)
        (receptacleAtLocation Shelf_bar__plus_00_dot_81_bar__plus_00_dot_81_bar__minus_00_dot_61 loc_bar_1_bar__minus_4_bar_1_bar_30)
        (receptacleType Shelf_bar__minus_01_dot_57_bar__plus_00_dot_81_bar__minus_00_dot_14 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_01_dot_57_bar__plus_00_dot_81_bar__minus_00_dot_14 loc_bar__minus_5_bar__minus_3_bar_0_bar_30)
        (receptacleType Toilet_bar__plus_00_dot_00_bar_00_dot_00_bar__minus_03_dot_44 ToiletType)
        (receptacleAtLocation Toilet_bar__plus_00_dot_00_bar_00_dot_00_bar__minus_03_dot_44 loc_bar__minus_2_bar__minus_13_bar_2_bar_30)
        (receptacleType GarbageCan_bar__minus_00_dot_79_bar__plus_00_dot_38_bar__minus_01_dot_73 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__minus_00_dot_79_bar__plus_00_dot_38_bar__minus_01_dot_73 loc_bar__minus_3_bar__minus_7_bar_3_bar_0)
        (receptacleType HandTowelHolder_bar__minus_00_dot_58_bar__plus_00_dot_20_bar__minus_00_dot_61 HandTowelHolderType)
        (receptacleAtLocation HandTowelHolder_bar__minus_00_dot_58_bar__plus_00_dot_20_bar__minus_00_dot_61 loc_bar__minus_2_bar__minus_2_bar_1_bar_30)
        (receptacleType SinkBasin_bar__plus_00_dot_52_bar__plus_00_dot_35_bar__minus_00_dot_70 SinkBasinType)
        (receptacleAtLocation SinkBasin_bar__plus_00_dot_52_bar__plus_00_dot_35_bar__minus_00_dot_70 loc_bar_2_bar__minus_3_bar_3_bar_30)
        (receptacleType ToiletPaperHanger_bar__minus_01_dot_76_bar__plus_00_dot_45_bar__minus_00_dot_92 ToiletPaperHangerType)
        (receptacleAtLocation ToiletPaperHanger_bar__minus_01_dot_76_bar__plus_00_dot_45_bar__minus_00_dot_92 loc_bar__minus_7_bar__minus_4_bar_1_bar_15)
        (receptacleType TowelHolder_bar__plus_00_dot_65_bar__plus_00_dot_36_bar__minus_01_dot_58 TowelHolderType)
        (receptacleAtLocation TowelHolder_bar__plus_00_dot_65_bar__plus_00_dot_36_bar__minus_01_dot_58 loc_bar_3_bar__minus_6_bar_2_bar_30)
        (objectType SoapBar_bar__plus_00_dot_26_bar__plus_00_dot_26_bar__minus_03_dot_17 SoapBarType)
        (inReceptacle SoapBar_bar__plus_00_dot_26_bar__plus_00_dot_26_bar__minus_03_dot_17 Toilet_bar__plus_00_dot_00_bar_00_dot_00_bar__minus_03_dot_44)
        (objectAtLocation SoapBar_bar__plus_00_dot_26_bar__plus_00_dot_26_bar__minus_03_dot_17 loc_bar__minus_2_bar__minus_13_bar_2_bar_30)
        (cleanable SoapBar_bar__plus_00_dot_26_bar__plus_00_dot_26_bar__minus_03_dot_17)
        (pickupable SoapBar_bar__plus_00_dot_26_bar__plus_00_dot_26_bar__minus_03_dot_17)
        (objectType SoapBar_bar__minus_00_dot_08_bar__plus_00_dot_15_bar__minus_03_dot_21 SoapBarType)
        (inReceptacle SoapBar_bar__minus_00_dot_08_bar__plus_00_dot_15_bar__minus_03_dot_21 Toilet_bar__plus_00_dot_00_bar_00_dot_00_bar__minus_03_dot_44)
        (objectAtLocation SoapBar_bar__minus_00_dot_08_bar__plus_00_dot_15_bar__minus_03_dot_21 loc_bar__minus_2_bar__minus_13_bar_2_bar_30)
        (cleanable SoapBar_bar__minus_00_dot_08_bar__plus_00_dot_15_bar__minus_03_dot_21)
        (pickupable SoapBar_bar__minus_00_dot_08_bar__plus_00_dot_15_bar__minus_03_dot_21)
        (objectType Cloth_bar__minus_02_dot_24_bar__minus_00_dot_02_bar__minus_02_dot_98 ClothType)
        (inReceptacle Cloth_bar__minus_02_dot_24_bar__minus_00_dot_02_bar__minus_02_dot_98 Bathtub_bar__minus_02_dot_12_bar__minus_00_dot_09_bar__minus_03_dot_12_bar_BathtubBasin)
        (objectAtLocation Cloth_bar__minus_02_dot_24_bar__minus_00_dot_02_bar__minus_02_dot_98 loc_bar__minus_5_bar__minus_4_bar_2_bar_30)
        (cleanable Cloth_bar__minus_02_dot_24_bar__minus_00_dot_02_bar__minus_02_dot_98)
        (pickupable Cloth_bar__minus_02_dot_24_bar__minus_00_dot_02_bar__minus_02_dot_98)
        (objectType Cloth_bar__minus_00_dot_84_bar__plus_00_dot_41_bar__minus_01_dot_88 ClothType)
        (inReceptacle Cloth_bar__minus_00_dot_84_bar__plus_00_dot_41_bar__minus_01_dot_88 GarbageCan_bar__minus_00_dot_79_bar__plus_00_dot_38_bar__minus_01_dot_73)
        (objectAtLocation Cloth_bar__minus_00_dot_84_bar__plus_00_dot_41_bar__minus_01_dot_88 loc_bar__minus_3_bar__minus_7_bar_3_bar_0)
        (cleanable Cloth_bar__minus_00_dot_84_bar__plus_00_dot_41_bar__minus_01_dot_88)
        (pickupable Cloth_bar__minus_00_dot_84_bar__plus_00_dot_41_bar__minus_01_dot_88)
        (objectType Towel_bar__plus_00_dot_86_bar__plus_00_dot_38_bar__minus_01_dot_64 TowelType)
        (inReceptacle Towel_bar__plus_00_dot_86_bar__plus_00_dot_38_bar__minus_01_dot_64 TowelHolder_bar__plus_00_dot_65_bar__plus_00_dot_36_bar__minus_01_dot_58)
        (objectAtLocation Towel_bar__plus_00_dot_86_bar__plus_00_dot_38_bar__minus_01_dot_64 loc_bar_3_bar__minus_6_bar_2_bar_30)
        (pickupable Towel_bar__plus_00_dot_86_bar__plus_00_dot_38_bar__minus_01_dot_64)
        (objectType TissueBox_bar__plus_00_dot_94_bar__plus_00_dot_97_bar__minus_00_dot_78 TissueBoxType)
        (inReceptacle TissueBox_bar__plus_00_dot_94_bar__plus_00_dot_97_bar__minus_00_dot_78 Shelf_bar__plus_00_dot_81_bar__plus_00_dot_81_bar__minus_00_dot_61)
        (objectAtLocation TissueBox_bar__plus_00_dot_94_bar__plus_00_dot_97_bar__minus_00_dot_78 loc_bar_1_bar__minus_4_bar_1_bar_30)
        (pickupable TissueBox_bar__plus_00_dot_94_bar__plus_00_dot_97_bar__minus_00_dot_78)
        (objectType TissueBox_bar__minus_01_dot_33_bar__plus_01_dot_04_bar__plus_00_dot_04 TissueBoxType)
        (inReceptacle TissueBox_bar__minus_01_dot_33_bar__plus_01_dot_04_bar__plus_00_dot_04 Shelf_bar__minus_01_dot_57_bar__plus_00_dot_81_bar__minus_00_dot_14)
        (objectAtLocation TissueBox_bar__minus_01_dot_33_bar__plus_01_dot_04_bar__plus_00_dot_04 loc_bar__minus_5_bar__minus_3_bar_0_bar_30)
        (pickupable TissueBox_bar__minus_01_dot_33_bar__plus_01_dot_04_bar__plus_00_dot_04)
        (objectType ToiletPaper_bar__plus_01_dot_05_bar__plus_00_dot_82_bar__minus_00_dot_58 ToiletPaperType)
        (inReceptacle ToiletPaper_bar__plus_01_dot_05_bar__plus_00_dot_82_bar__minus_00_dot_58 Shelf_bar__plus_00_dot_81_bar__plus_00_dot_81_bar__minus_00_dot_61)
        (objectAtLocation ToiletPaper_bar__plus_01_dot_05_bar__plus_00_dot_82_bar__minus_00_dot_58 loc_bar_1_bar__minus_4_bar_1_bar_30)
        (pickupable ToiletPaper_bar__plus_01_dot_05_bar__plus_00_dot_82_bar__minus_00_dot_58)
        (objectType Candle_bar__plus_00_dot_04_bar__plus_00_dot_06_bar__minus_03_dot_58 CandleType)
        (inReceptacle Candle_bar__plus_00_dot_04_bar__plus_00_dot_06_bar__minus_03_dot_58 Toilet_bar__plus_00_dot_00_bar_00_dot_00_bar__minus_03_dot_44)
        (objectAtLocation Candle_bar__plus_00_dot_04_bar__plus_00_dot_06_bar__minus_03_dot_58 loc_bar__minus_2_bar__minus_13_bar_2_bar_30)
        (pickupable Candle_bar__plus_00_dot_04_bar__plus_00_dot_06_bar__minus_03_dot_58)
        (objectType Candle_bar__plus_01_dot_07_bar__plus_01_dot_02_bar__minus_00_dot_67 CandleType)
        (inReceptacle Candle_bar__plus_01_dot_07_bar__plus_01_dot_02_bar__minus_00_dot_67 Shelf_bar__plus_00_dot_81_bar__plus_00_dot_81_bar__minus_00_dot_61)
        (objectAtLocation Candle_bar__plus_01_dot_07_bar__plus_01_dot_02_bar__minus_00_dot_67 loc_bar_1_bar__minus_4_bar_1_bar_30)
        (pickupable Candle_bar__plus_01_dot_07_bar__plus_01_dot_02_bar__minus_00_dot_67)
        (canContain BathtubBasinType ClothType)
        (canContain BathtubBasinType SoapBarType)
        (canContain GarbageCanType ClothType)
        (canContain GarbageCanType SoapBarType)
        (canContain GarbageCanType TissueBoxType)
        (canContain GarbageCanType ToiletPaperType)
        (canContain ShelfType CandleType)
        (canContain ShelfType ClothType)
        (canContain ShelfType SoapBarType)
        (canContain ShelfType TissueBoxType)
        (canContain ShelfType ToiletPaperType)
        (canContain SinkBasinType ClothType)
        (canContain SinkBasinType SoapBarType)
        (canContain ToiletType CandleType)
        (canContain ToiletType ClothType)
        (canContain ToiletType SoapBarType)
        (canContain ToiletType TissueBoxType)
        (canContain ToiletType ToiletPaperType)
        (canContain ToiletPaperHangerType ToiletPaperType)
        (canContain TowelHolderType TowelType)
        (atLocation agent1 loc_bar__minus_5_bar__minus_3_bar_3_bar_30)
    )

                (:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 SoapBarType)
                                    (receptacleType ?r BathtubBasinType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 SoapBarType)
                                            (receptacleType ?r BathtubBasinType)
                                            (inReceptacle ?o2 ?r)
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
            