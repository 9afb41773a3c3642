(define (problem plan_trial_ac085202a83e)
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
        SoapBar_bar__plus_00_dot_11_bar__plus_01_dot_14_bar__plus_00_dot_06 - object
        SoapBar_bar__minus_01_dot_91_bar__plus_00_dot_24_bar__minus_00_dot_34 - object
        SoapBar_bar__plus_00_dot_25_bar__plus_01_dot_10_bar__plus_00_dot_23 - object
        Towel_bar__minus_00_dot_85_bar__plus_01_dot_24_bar__minus_00_dot_35 - object
        Towel_bar__minus_01_dot_19_bar__plus_01_dot_19_bar__minus_00_dot_32 - object
        HandTowel_bar__minus_01_dot_09_bar__plus_01_dot_89_bar__plus_02_dot_17 - object
        HandTowel_bar__minus_00_dot_98_bar__plus_00_dot_04_bar__minus_00_dot_80 - object
        TissueBox_bar__minus_02_dot_21_bar__plus_00_dot_15_bar__minus_00_dot_38 - object
        TissueBox_bar__minus_00_dot_07_bar__plus_01_dot_15_bar__plus_00_dot_36 - object
        SoapBottle_bar__minus_02_dot_22_bar__plus_00_dot_18_bar__minus_00_dot_65 - object
        ToiletPaper_bar__minus_00_dot_01_bar__plus_00_dot_97_bar__plus_00_dot_13 - object
        Bathtub_bar__plus_00_dot_22_bar__plus_00_dot_34_bar__plus_00_dot_64_bar_BathtubBasin - receptacle
        Shelf_bar__minus_01_dot_17_bar__plus_00_dot_28_bar__plus_02_dot_16 - receptacle
        Shelf_bar__minus_01_dot_17_bar__plus_01_dot_06_bar__plus_02_dot_16 - receptacle
        Shelf_bar__minus_01_dot_17_bar__plus_01_dot_76_bar__plus_02_dot_16 - receptacle
        Sink_bar__minus_01_dot_13_bar_00_dot_00_bar__minus_00_dot_59_bar_SinkBasin - receptacle
        Toilet_bar__minus_02_dot_15_bar__plus_00_dot_00_bar__minus_00_dot_41 - receptacle
        GarbageCan_bar__plus_00_dot_02_bar__plus_00_dot_92_bar__plus_00_dot_18 - receptacle
        HandTowelHolder_bar__minus_01_dot_83_bar__plus_01_dot_57_bar__plus_00_dot_54 - receptacle
        ToiletPaperHanger_bar__minus_01_dot_05_bar__plus_00_dot_96_bar__minus_00_dot_10 - receptacle
        TowelHolder_bar__minus_00_dot_99_bar__plus_01_dot_14_bar__minus_00_dot_15 - receptacle
        loc_bar__minus_10_bar_7_bar_1_bar_0 - location
        loc_bar__minus_2_bar_4_bar_3_bar_30 - location
        loc_bar__minus_3_bar_2_bar_1_bar_30 - location
        loc_bar__minus_4_bar__minus_1_bar_0_bar_45 - location
        loc_bar__minus_4_bar_0_bar_2_bar_60 - location
        loc_bar__minus_4_bar_5_bar_0_bar_30 - location
        loc_bar__minus_6_bar_0_bar_2_bar_30 - location
        loc_bar__minus_6_bar_2_bar_2_bar_30 - location
        loc_bar__minus_6_bar_6_bar_0_bar_30 - location
        loc_bar__minus_7_bar_2_bar_2_bar_45 - location
        loc_bar_0_bar_1_bar_0_bar_0 - location
    )
(:init
        (receptacleType Bathtub_bar__plus_00_dot_22_bar__plus_00_dot_34_bar__plus_00_dot_64_bar_BathtubBasin BathtubBasinType)
        (receptacleAtLocation Bathtub_bar__plus_00_dot_22_bar__plus_00_dot_34_bar__plus_00_dot_64_bar_BathtubBasin loc_bar__minus_3_bar_2_bar_1_bar_30)
        (receptacleType Shelf_bar__minus_01_dot_17_bar__plus_00_dot_28_bar__plus_02_dot_16 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_01_dot_17_bar__plus_00_dot_28_bar__plus_02_dot_16 loc_bar__minus_4_bar_5_bar_0_bar_30)
        (receptacleType Shelf_bar__minus_01_dot_17_bar__plus_01_dot_06_bar__plus_02_dot_16 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_01_dot_17_bar__plus_01_dot_06_bar__plus_02_dot_16 loc_bar__minus_6_bar_6_bar_0_bar_30)
        (receptacleType Shelf_bar__minus_01_dot_17_bar__plus_01_dot_76_bar__plus_02_dot_16 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_01_dot_17_bar__plus_01_dot_76_bar__plus_02_dot_16 loc_bar__minus_10_bar_7_bar_1_bar_0)
        (receptacleType Sink_bar__minus_01_dot_13_bar_00_dot_00_bar__minus_00_dot_59_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_01_dot_13_bar_00_dot_00_bar__minus_00_dot_59_bar_SinkBasin loc_bar__minus_6_bar_0_bar_2_bar_30)
        (receptacleType Toilet_bar__minus_02_dot_15_bar__plus_00_dot_00_bar__minus_00_dot_41 ToiletType)
        (receptacleAtLocation Toilet_bar__minus_02_dot_15_bar__plus_00_dot_00_bar__minus_00_dot_41 loc_bar__minus_6_bar_2_bar_2_bar_30)
        (receptacleType GarbageCan_bar__plus_00_dot_02_bar__plus_00_dot_92_bar__plus_00_dot_18 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__plus_00_dot_02_bar__plus_00_dot_92_bar__plus_00_dot_18 loc_bar_0_bar_1_bar_0_bar_0)
        (receptacleType HandTowelHolder_bar__minus_01_dot_83_bar__plus_01_dot_57_bar__plus_00_dot_54 HandTowelHolderType)
        (receptacleAtLocation HandTowelHolder_bar__minus_01_dot_83_bar__plus_01_dot_57_bar__plus_00_dot_54 loc_bar__minus_7_bar_2_bar_2_bar_45)
        (receptacleType ToiletPaperHanger_bar__minus_01_dot_05_bar__plus_00_dot_96_bar__minus_00_dot_10 ToiletPaperHangerType)
        (receptacleAtLocation ToiletPaperHanger_bar__minus_01_dot_05_bar__plus_00_dot_96_bar__minus_00_dot_10 loc_bar__minus_4_bar_0_bar_2_bar_60)
        (receptacleType TowelHolder_bar__minus_00_dot_99_bar__plus_01_dot_14_bar__minus_00_dot_15 TowelHolderType)
        (receptacleAtLocation TowelHolder_bar__minus_00_dot_99_bar__plus_01_dot_14_bar__minus_00_dot_15 loc_bar__minus_4_bar__minus_1_bar_0_bar_45)
        (objectType SoapBar_bar__plus_00_dot_11_bar__plus_01_dot_14_bar__plus_00_dot_06 SoapBarType)
        (inReceptacle SoapBar_bar__plus_00_dot_11_bar__plus_01_dot_14_bar__plus_00_dot_06 GarbageCan_bar__plus_00_dot_02_bar__plus_00_dot_92_bar__plus_00_dot_18)
        (objectAtLocation SoapBar_bar__plus_00_dot_11_bar__plus_01_dot_14_bar__plus_00_dot_06 loc_bar_0_bar_1_bar_0_bar_0)
        (cleanable SoapBar_bar__plus_00_dot_11_bar__plus_01_dot_14_bar__plus_00_dot_06)
        (pickupable SoapBar_bar__plus_00_dot_11_bar__plus_01_dot_14_bar__plus_00_dot_06)
        (objectType SoapBar_bar__minus_01_dot_91_bar__plus_00_dot_24_bar__minus_00_dot_34 SoapBarType)
        (inReceptacle SoapBar_bar__minus_01_dot_91_bar__plus_00_dot_24_bar__minus_00_dot_34 Toilet_bar__minus_02_dot_15_bar__plus_00_dot_00_bar__minus_00_dot_41)
        (objectAtLocation SoapBar_bar__minus_01_dot_91_bar__plus_00_dot_24_bar__minus_00_dot_34 loc_bar__minus_6_bar_2_bar_2_bar_30)
        (cleanable SoapBar_bar__minus_01_dot_91_bar__plus_00_dot_24_bar__minus_00_dot_34)
        (pickupable SoapBar_bar__minus_01_dot_91_bar__plus_00_dot_24_bar__minus_00_dot_34)
        (objectType SoapBar_bar__plus_00_dot_25_bar__plus_01_dot_10_bar__plus_00_dot_23 SoapBarType)
        (inReceptacle SoapBar_bar__plus_00_dot_25_bar__plus_01_dot_10_bar__plus_00_dot_23 GarbageCan_bar__plus_00_dot_02_bar__plus_00_dot_92_bar__plus_00_dot_18)
        (objectAtLocation SoapBar_bar__plus_00_dot_25_bar__plus_01_dot_10_bar__plus_00_dot_23 loc_bar_0_bar_1_bar_0_bar_0)
        (cleanable SoapBar_bar__plus_00_dot_25_bar__plus_01_dot_10_bar__plus_00_dot_23)
        (pickupable SoapBar_bar__plus_00_dot_25_bar__plus_01_dot_10_bar__plus_00_dot_23)
        (objectType Towel_bar__minus_00_dot_85_bar__plus_01_dot_24_bar__minus_00_dot_35 TowelType)
        (inReceptacle Towel_bar__minus_00_dot_85_bar__plus_01_dot_24_bar__minus_00_dot_35 TowelHolder_bar__minus_00_dot_99_bar__plus_01_dot_14_bar__minus_00_dot_15)
        (objectAtLocation Towel_bar__minus_00_dot_85_bar__plus_01_dot_24_bar__minus_00_dot_35 loc_bar__minus_4_bar__minus_1_bar_0_bar_45)
        (pickupable Towel_bar__minus_00_dot_85_bar__plus_01_dot_24_bar__minus_00_dot_35)
        (objectType Towel_bar__minus_01_dot_19_bar__plus_01_dot_19_bar__minus_00_dot_32 TowelType)
        (inReceptacle Towel_bar__minus_01_dot_19_bar__plus_01_dot_19_bar__minus_00_dot_32 TowelHolder_bar__minus_00_dot_99_bar__plus_01_dot_14_bar__minus_00_dot_15)
        (objectAtLocation Towel_bar__minus_01_dot_19_bar__plus_01_dot_19_bar__minus_00_dot_32 loc_bar__minus_4_bar__minus_1_bar_0_bar_45)
        (pickupable Towel_bar__minus_01_dot_19_bar__plus_01_dot_19_bar__minus_00_dot_32)
        (objectType HandTowel_bar__minus_01_dot_09_bar__plus_01_dot_89_bar__plus_02_dot_17 HandTowelType)
        (inReceptacle HandTowel_bar__minus_01_dot_09_bar__plus_01_dot_89_bar__plus_02_dot_17 Shelf_bar__minus_01_dot_17_bar__plus_01_dot_76_bar__plus_02_dot_16)
        (objectAtLocation HandTowel_bar__minus_01_dot_09_bar__plus_01_dot_89_bar__plus_02_dot_17 loc_bar__minus_10_bar_7_bar_1_bar_0)
        (pickupable HandTowel_bar__minus_01_dot_09_bar__plus_01_dot_89_bar__plus_02_dot_17)
        (objectType HandTowel_bar__minus_00_dot_98_bar__plus_00_dot_04_bar__minus_00_dot_80 HandTowelType)
        (inReceptacle HandTowel_bar__minus_00_dot_98_bar__plus_00_dot_04_bar__minus_00_dot_80 Sink_bar__minus_01_dot_13_bar_00_dot_00_bar__minus_00_dot_59_bar_SinkBasin)
        (objectAtLocation HandTowel_bar__minus_00_dot_98_bar__plus_00_dot_04_bar__minus_00_dot_80 loc_bar__minus_6_bar_0_bar_2_bar_30)
        (pickupable HandTowel_bar__minus_00_dot_98_bar__plus_00_dot_04_bar__minus_00_dot_80)
        (objectType TissueBox_bar__minus_02_dot_21_bar__plus_00_dot_15_bar__minus_00_dot_38 TissueBoxType)
        (inReceptacle TissueBox_bar__minus_02_dot_21_bar__plus_00_dot_15_bar__minus_00_dot_38 Toilet_bar__minus_02_dot_15_bar__plus_00_dot_00_bar__minus_00_dot_41)
        (objectAtLocation TissueBox_bar__minus_02_dot_21_bar__plus_00_dot_15_bar__minus_00_dot_38 loc_bar__minus_6_bar_2_bar_2_bar_30)
        (pickupable TissueBox_bar__minus_02_dot_21_bar__plus_00_dot_15_bar__minus_00_dot_38)
        (objectType TissueBox_bar__minus_00_dot_07_bar__plus_01_dot_15_bar__plus_00_dot_36 TissueBoxType)
        (inReceptacle TissueBox_bar__minus_00_dot_07_bar__plus_01_dot_15_bar__plus_00_dot_36 GarbageCan_bar__plus_00_dot_02_bar__plus_00_dot_92_bar__plus_00_dot_18)
        (objectAtLocation TissueBox_bar__minus_00_dot_07_bar__plus_01_dot_15_bar__plus_00_dot_36 loc_bar_0_bar_1_bar_0_bar_0)
        (pickupable TissueBox_bar__minus_00_dot_07_bar__plus_01_dot_15_bar__plus_00_dot_36)
        (objectType SoapBottle_bar__minus_02_dot_22_bar__plus_00_dot_18_bar__minus_00_dot_65 SoapBottleType)
        (inReceptacle SoapBottle_bar__minus_02_dot_22_bar__plus_00_dot_18_bar__minus_00_dot_65 Toilet_bar__minus_02_dot_15_bar__plus_00_dot_00_bar__minus_00_dot_41)
        (objectAtLocation SoapBottle_bar__minus_02_dot_22_bar__plus_00_dot_18_bar__minus_00_dot_65 loc_bar__minus_6_bar_2_bar_2_bar_30)
        (pickupable SoapBottle_bar__minus_02_dot_22_bar__plus_00_dot_18_bar__minus_00_dot_65)
        (objectType ToiletPaper_bar__minus_00_dot_01_bar__plus_00_dot_97_bar__plus_00_dot_13 ToiletPaperType)
        (inReceptacle ToiletPaper_bar__minus_00_dot_01_bar__plus_00_dot_97_bar__plus_00_dot_13 GarbageCan_bar__plus_00_dot_02_bar__plus_00_dot_92_bar__plus_00_dot_18)
        (objectAtLocation ToiletPaper_bar__minus_00_dot_01_bar__plus_00_dot_97_bar__plus_00_dot_13 loc_bar_0_bar_1_bar_0_bar_0)
        (pickupable ToiletPaper_bar__minus_00_dot_01_bar__plus_00_dot_97_bar__plus_00_dot_13)
        (canContain BathtubBasinType HandTowelType)
        (canContain BathtubBasinType SoapBarType)
        (canContain GarbageCanType HandTowelType)
        (canContain GarbageCanType SoapBarType)
        (canContain GarbageCanType SoapBottleType)
        (canContain GarbageCanType TissueBoxType)
        (canContain GarbageCanType ToiletPaperType)
        (canContain HandTowelHolderType HandTowelType)
        (canContain ShelfType HandTowelType)
        (canContain ShelfType SoapBarType)
        (canContain ShelfType SoapBottleType)
        (canContain ShelfType TissueBoxType)
        (canContain ShelfType ToiletPaperType)
        (canContain SinkBasinType HandTowelType)
        (canContain SinkBasinType SoapBarType)
        (canContain ToiletType HandTowelType)
        (canContain ToiletType SoapBarType)
        (canContain ToiletType SoapBottleType)
        (canContain ToiletType TissueBoxType)
        (canContain ToiletType ToiletPaperType)
        (canContain ToiletPaperHangerType ToiletPaperType)
        (canContain TowelHolderType TowelType)
        (atLocation agent1 loc_bar__minus_2_bar_4_bar_3_bar_30)
    )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o SoapBarType)
                            (receptacleType ?r SinkBasinType)
                        )
                    )
                )
            )
        )
    )
    